import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { rentalColumns, rentals } from './rentals';

export default function RentalFilterPanelProps() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rentals}
        columns={rentalColumns}
        showToolbar
        hideFooter
        slotProps={{
          filterPanel: {
            // The toolbar's Filters button starts with a filter on the neighbourhood.
            getColumnForNewFilter: () => 'neighbourhood',
            // Columns listed by name, A to Z.
            columnsSort: 'asc',
            filterFormProps: {
              // Every filterable column except the address can be chosen.
              filterColumns: ({ columns }) =>
                columns
                  .filter((column) => column.field !== 'address')
                  .map((column) => column.field),
              columnInputProps: { sx: { width: 170 } },
              operatorInputProps: { sx: { width: 130 } },
              valueInputProps: { sx: { width: 170 } },
            },
            sx: { '& .MuiDataGrid-filterForm': { gap: 1 } },
          },
        }}
      />
    </Box>
  );
}
