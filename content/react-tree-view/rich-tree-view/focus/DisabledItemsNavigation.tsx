import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Metro lines and their stations; some stations are closed for works.
interface Stop {
  id: string;
  label: string;
  closed?: boolean;
  children?: Stop[];
}

const metro: Stop[] = [
  {
    id: 'line-red',
    label: 'Red line',
    children: [
      { id: 'central', label: 'Central' },
      { id: 'riverside', label: 'Riverside (closed for works)', closed: true },
      { id: 'university', label: 'University' },
    ],
  },
  {
    id: 'line-blue',
    label: 'Blue line (suspended)',
    closed: true,
    children: [
      { id: 'airport', label: 'Airport' },
      { id: 'docklands', label: 'Docklands' },
    ],
  },
  {
    id: 'line-green',
    label: 'Green line',
    children: [{ id: 'stadium', label: 'Stadium' }],
  },
];

const isClosed = (stop: Stop) => stop.closed === true;

export default function DisabledItemsNavigation() {
  const [focusable, setFocusable] = React.useState(true);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 360, minWidth: 300 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <Typography variant="body2" sx={{ mb: 1 }}>
        Focused: {focused ?? 'none'}
      </Typography>
      <RichTreeView
        items={metro}
        isItemDisabled={isClosed}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['line-red', 'line-blue', 'line-green']}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      />
    </Box>
  );
}
