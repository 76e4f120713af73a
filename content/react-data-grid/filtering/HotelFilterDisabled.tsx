import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { hotelColumns, hotels, type Hotel } from './hotels';

// Name and price cannot be filtered; the other columns can.
const columns: GridColDef<Hotel>[] = hotelColumns.map((column) =>
  column.field === 'name' || column.field === 'pricePerNight'
    ? { ...column, filterable: false }
    : column,
);

export default function HotelFilterDisabled() {
  const [disableColumnFilter, setDisableColumnFilter] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableColumnFilter}
            onChange={(event) => setDisableColumnFilter(event.target.checked)}
          />
        }
        label="disableColumnFilter"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={hotels}
          columns={columns}
          disableColumnFilter={disableColumnFilter}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
