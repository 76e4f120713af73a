import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Topics a reader can follow in a news app.
const topics: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'science',
    label: 'Science',
    children: [
      { id: 'space', label: 'Space' },
      { id: 'climate', label: 'Climate' },
      { id: 'health', label: 'Health' },
    ],
  },
  {
    id: 'culture',
    label: 'Culture',
    children: [
      { id: 'film', label: 'Film' },
      { id: 'books', label: 'Books' },
    ],
  },
];

interface LogEntry {
  key: number;
  text: string;
}

export default function SelectionToggleEvents() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  const handleToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isSelected: boolean,
  ) => {
    counter.current += 1;
    const entry = {
      key: counter.current,
      text: `${isSelected ? 'Followed' : 'Unfollowed'} ${itemId}`,
    };
    setLog((previous) => [entry, ...previous].slice(0, 6));
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 300, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <RichTreeView
          items={topics}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['science', 'culture']}
          onItemSelectionToggle={handleToggle}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="subtitle2">onItemSelectionToggle</Typography>
        {log.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Tick or untick a topic.
          </Typography>
        )}
        {log.map((entry) => (
          <Typography key={entry.key} variant="body2">
            {entry.text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
