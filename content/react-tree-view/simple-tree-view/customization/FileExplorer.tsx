import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

interface FileLabelProps {
  name: string;
  size?: string;
}

function FileLabel({ name, size }: FileLabelProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" noWrap sx={{ flexGrow: 1 }}>
        {name}
      </Typography>
      {size && (
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          {size}
        </Typography>
      )}
    </Box>
  );
}

const file = (itemId: string, name: string, size: string, icon?: React.ElementType) => (
  <TreeItem
    itemId={itemId}
    label={<FileLabel name={name} size={size} />}
    slots={icon ? { icon } : undefined}
  />
);

export default function FileExplorer() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 300, maxWidth: 420 }}>
      <SimpleTreeView
        aria-label="Tax documents"
        defaultExpandedItems={['taxes', 'taxes-2024']}
        // Folders show a closed or open folder instead of arrows.
        slots={{
          expandIcon: FolderRoundedIcon,
          collapseIcon: FolderOpenRoundedIcon,
          endIcon: InsertDriveFileOutlinedIcon,
        }}
        slotProps={{
          expandIcon: { color: 'warning' },
          collapseIcon: { color: 'warning' },
          endIcon: { color: 'action' },
        }}
        sx={{
          [`& .${treeItemClasses.iconContainer}`]: { width: 22 },
          [`& .${treeItemClasses.iconContainer} svg`]: { fontSize: 20 },
        }}
      >
        <TreeItem itemId="taxes" label={<FileLabel name="Taxes" />}>
          <TreeItem itemId="taxes-2024" label={<FileLabel name="2024" />}>
            {file('return-2024', 'tax-return-2024.pdf', '412 KB', PictureAsPdfIcon)}
            {file('receipts-2024', 'donation-receipt.png', '1.8 MB', ImageOutlinedIcon)}
            {file('notes-2024', 'notes.txt', '3 KB')}
          </TreeItem>
          <TreeItem itemId="taxes-2023" label={<FileLabel name="2023" />}>
            {file('return-2023', 'tax-return-2023.pdf', '398 KB', PictureAsPdfIcon)}
          </TreeItem>
        </TreeItem>
        {file('checklist', 'checklist.txt', '1 KB')}
      </SimpleTreeView>
    </Box>
  );
}
