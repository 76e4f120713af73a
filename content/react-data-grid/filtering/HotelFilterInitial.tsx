import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { hotelColumns, hotels } from './hotels';

export default function HotelFilterInitial() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={hotels}
        columns={hotelColumns}
        showToolbar
        initialState={{
          filter: {
            // Only four-star places and better when the grid mounts; users can change it.
            filterModel: { items: [{ field: 'stars', operator: '>=', value: 4 }] },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
