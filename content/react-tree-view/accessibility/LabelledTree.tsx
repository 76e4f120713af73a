import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import * as React from 'react';

interface Folder {
  id: string;
  label: string;
  children?: Folder[];
}

const mailbox: Folder[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'receipts', label: 'Receipts' },
      { id: 'travel', label: 'Travel' },
    ],
  },
  { id: 'drafts', label: 'Drafts' },
  {
    id: 'archive',
    label: 'Archive',
    children: [
      { id: 'archive-2025', label: '2025' },
      { id: 'archive-2024', label: '2024' },
    ],
  },
  { id: 'trash', label: 'Trash' },
];

const labels = new Map<string, string>();
mailbox.forEach((folder) => {
  labels.set(folder.id, folder.label);
  folder.children?.forEach((child) => labels.set(child.id, `${folder.label} › ${child.label}`));
});

export default function LabelledTree() {
  const headingId = React.useId();
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Mail folders
      </Typography>
      <RichTreeView
        aria-labelledby={headingId}
        items={mailbox}
        defaultExpandedItems={['inbox']}
        defaultSelectedItems="drafts"
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Last focused item:{' '}
        {focused ? labels.get(focused) : 'none yet (press Tab to enter the tree)'}
      </Typography>
    </Box>
  );
}
