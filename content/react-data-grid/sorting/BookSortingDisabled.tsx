import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

export default function BookSortingDisabled() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
        label="disableColumnSorting"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={books}
          columns={bookColumns}
          disableColumnSorting={disabled}
          // The model still applies: the list stays in stock order, largest first.
          initialState={{ sorting: { sortModel: [{ field: 'stock', sort: 'desc' }] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
