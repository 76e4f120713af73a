import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridSortDirection } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

const orders: { label: string; value: GridSortDirection[] }[] = [
  { label: "['asc', 'desc', null] (default)", value: ['asc', 'desc', null] },
  { label: "['desc', 'asc', null]", value: ['desc', 'asc', null] },
  { label: "['asc', 'desc']", value: ['asc', 'desc'] },
  { label: "['desc', 'asc']", value: ['desc', 'asc'] },
];

export default function BookSortingOrderGrid() {
  const [orderIndex, setOrderIndex] = React.useState(1);

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="sortingOrder"
        value={orderIndex}
        onChange={(event) => setOrderIndex(Number(event.target.value))}
        sx={{ mb: 1, minWidth: 260 }}
      >
        {orders.map((order, index) => (
          <MenuItem key={order.label} value={index}>
            {order.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={books}
          columns={bookColumns}
          sortingOrder={orders[orderIndex].value}
          hideFooter
        />
      </Box>
    </Box>
  );
}
