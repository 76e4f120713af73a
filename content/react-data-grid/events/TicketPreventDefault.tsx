import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridEventListener } from '@mui/x-data-grid';
import { editableTicketColumns, tickets } from './helpDeskTickets';

export default function TicketPreventDefault() {
  const [keepOnDelete, setKeepOnDelete] = React.useState(true);
  const [openOnDoubleClick, setOpenOnDoubleClick] = React.useState(true);
  const [noSortOnClick, setNoSortOnClick] = React.useState(false);
  const [message, setMessage] = React.useState('Nothing prevented yet.');

  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    const clears = event.key === 'Delete' || event.key === 'Backspace';
    // Only cells in view mode: in an editor, the keys must still delete characters.
    if (keepOnDelete && clears && params.cellMode === 'view' && params.isEditable) {
      event.defaultMuiPrevented = true;
      setMessage(`${event.key} on #${params.id} prevented: the ${params.field} value is kept.`);
    }
  };

  const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params, event) => {
    if (openOnDoubleClick && params.cellMode === 'view') {
      event.defaultMuiPrevented = true;
      setMessage(`Opened ticket #${params.id}: ${params.row.subject} (the editor did not start).`);
    }
  };

  const handleColumnHeaderClick: GridEventListener<'columnHeaderClick'> = (params, event) => {
    if (noSortOnClick) {
      event.defaultMuiPrevented = true;
      setMessage(`Click on the ${params.colDef.headerName} header prevented: no sorting.`);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup sx={{ mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={keepOnDelete}
              onChange={(event) => setKeepOnDelete(event.target.checked)}
            />
          }
          label="Delete and Backspace do not clear a cell"
        />
        <FormControlLabel
          control={
            <Switch
              checked={openOnDoubleClick}
              onChange={(event) => setOpenOnDoubleClick(event.target.checked)}
            />
          }
          label="Double-click opens the ticket instead of editing"
        />
        <FormControlLabel
          control={
            <Switch
              checked={noSortOnClick}
              onChange={(event) => setNoSortOnClick(event.target.checked)}
            />
          }
          label="Header clicks do not sort"
        />
      </FormGroup>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={tickets}
          columns={editableTicketColumns}
          onCellKeyDown={handleCellKeyDown}
          onCellDoubleClick={handleCellDoubleClick}
          onColumnHeaderClick={handleColumnHeaderClick}
          hideFooter
        />
      </Box>
      <Typography
        variant="body2"
        role="status"
        sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}
      >
        {message}
      </Typography>
    </Box>
  );
}
