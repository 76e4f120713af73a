import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  type GridInitialState,
} from '@mui/x-data-grid';
import { createStock, stockColumns } from './inventory';

const rows = createStock(60);
const initialState: GridInitialState = { pagination: { paginationModel: { pageSize: 25 } } };
const pageSizeOptions = [25, 60];

// A footer with state of its own: the note typed by the person counting stock.
function NoteFooter() {
  const [note, setNote] = React.useState('');
  return (
    <GridFooterContainer sx={{ flexWrap: 'wrap', gap: 1, px: 1, py: 0.5 }}>
      <TextField
        size="small"
        label="Count note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        sx={{ minWidth: 180, flex: 1, maxWidth: 320 }}
      />
      <GridPagination />
    </GridFooterContainer>
  );
}

// Defined once: the grid always gets the same object, holding the same component.
const stableSlots = { footer: NoteFooter };

export default function InventorySlotIdentity() {
  const [inlineSlot, setInlineSlot] = React.useState(true);
  const [, setPageRenders] = React.useState(0);

  // The mistake: a new component type on every render of this page.
  // React sees a different component each time, unmounts the old footer and mounts a new one.
  const slots = inlineSlot ? { footer: () => <NoteFooter /> } : stableSlots;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={inlineSlot}
              onChange={(event) => setInlineSlot(event.target.checked)}
            />
          }
          label="Footer slot defined inline"
        />
        <Button variant="outlined" size="small" onClick={() => setPageRenders((n) => n + 1)}>
          Re-render the page
        </Button>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={stockColumns}
          slots={slots}
          initialState={initialState}
          pageSizeOptions={pageSizeOptions}
        />
      </Box>
    </Box>
  );
}
