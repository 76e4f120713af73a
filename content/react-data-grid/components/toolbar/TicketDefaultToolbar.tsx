import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

export default function TicketDefaultToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={ticketColumns}
        // The default toolbar: label, columns, filters, export menu and quick filter.
        showToolbar
        label="Support tickets"
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'support-tickets' },
            printOptions: { disableToolbarButton: true },
            quickFilterProps: { debounceMs: 300 },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
