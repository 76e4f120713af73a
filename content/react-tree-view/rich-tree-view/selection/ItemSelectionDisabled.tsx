import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Attach files to an e-mail: folders organise the files but cannot be attached themselves.
interface DriveEntry {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  children?: DriveEntry[];
}

const drive: DriveEntry[] = [
  {
    id: 'reports',
    label: 'Reports',
    kind: 'folder',
    children: [
      { id: 'q1-report', label: 'Q1 results.pdf', kind: 'file' },
      { id: 'q2-report', label: 'Q2 results.pdf', kind: 'file' },
    ],
  },
  {
    id: 'design',
    label: 'Design',
    kind: 'folder',
    children: [
      { id: 'logo', label: 'Logo final.svg', kind: 'file' },
      { id: 'brand-guide', label: 'Brand guide.pdf', kind: 'file' },
    ],
  },
  { id: 'agenda', label: 'Meeting agenda.docx', kind: 'file' },
];

const isFolder = (entry: DriveEntry) => entry.kind === 'folder';

// Ctrl + A selects every reachable item, folders included, so the callback drops their ids.
const folderIds = new Set<string>();
const collectFolders = (entries: DriveEntry[]) =>
  entries.forEach((entry) => {
    if (isFolder(entry)) {
      folderIds.add(entry.id);
      collectFolders(entry.children ?? []);
    }
  });
collectFolders(drive);

export default function ItemSelectionDisabled() {
  const [attachments, setAttachments] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Attachments: {attachments.join(', ') || 'none'}
      </Typography>
      <RichTreeView
        items={drive}
        multiSelect
        checkboxSelection
        isItemSelectionDisabled={isFolder}
        selectedItems={attachments}
        onSelectedItemsChange={(_event, itemIds) =>
          setAttachments(itemIds.filter((id) => !folderIds.has(id)))
        }
        defaultExpandedItems={['reports', 'design']}
      />
    </Box>
  );
}
