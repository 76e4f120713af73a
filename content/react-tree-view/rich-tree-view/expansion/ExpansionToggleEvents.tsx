import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { atlas } from './atlas';

interface LogEntry {
  key: number;
  text: string;
}

export default function ExpansionToggleEvents() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  const handleItemExpansionToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isExpanded: boolean,
  ) => {
    counter.current += 1;
    const entry = { key: counter.current, text: `${isExpanded ? 'Opened' : 'Closed'} ${itemId}` };
    setLog((previous) => [entry, ...previous].slice(0, 6));
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 300, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <RichTreeView items={atlas} onItemExpansionToggle={handleItemExpansionToggle} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="subtitle2">onItemExpansionToggle</Typography>
        {log.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Expand or collapse a continent or country.
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
