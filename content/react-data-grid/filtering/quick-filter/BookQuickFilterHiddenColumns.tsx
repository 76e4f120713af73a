import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

export default function BookQuickFilterHiddenColumns() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    // A shelf code: only the hidden Shelf column contains it.
    quickFilterValues: ['D3'],
    quickFilterExcludeHiddenColumns: true,
  });
  const excluded = filterModel.quickFilterExcludeHiddenColumns ?? true;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={!excluded}
            onChange={(event) =>
              setFilterModel({
                ...filterModel,
                quickFilterExcludeHiddenColumns: !event.target.checked,
              })
            }
          />
        }
        label="Search hidden columns too"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={books}
          columns={bookColumns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { isbn: false, shelf: false } } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
