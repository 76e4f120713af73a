import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import * as React from 'react';

interface Seat {
  id: string;
  label: string;
  soldOut?: boolean;
  children?: Seat[];
}

const venue: Seat[] = [
  {
    id: 'stalls',
    label: 'Stalls',
    children: [
      { id: 'stalls-a', label: 'Row A', soldOut: true },
      { id: 'stalls-b', label: 'Row B' },
      { id: 'stalls-c', label: 'Row C', soldOut: true },
    ],
  },
  {
    id: 'circle',
    label: 'Dress circle (sold out)',
    soldOut: true,
    children: [{ id: 'circle-a', label: 'Row A' }],
  },
  { id: 'balcony', label: 'Balcony', children: [{ id: 'balcony-a', label: 'Row A' }] },
];

export default function DisabledItemsFocus() {
  const [focusable, setFocusable] = React.useState(true);

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="Sold-out rows stay focusable"
      />
      <RichTreeView
        aria-label="Seating areas"
        items={venue}
        defaultExpandedItems={['stalls']}
        isItemDisabled={(seat) => Boolean(seat.soldOut)}
        disabledItemsFocusable={focusable}
      />
    </Box>
  );
}
