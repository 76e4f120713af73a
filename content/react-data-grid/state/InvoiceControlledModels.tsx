import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel, type GridSortModel } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

const overdueFirst: GridSortModel = [{ field: 'status', sort: 'desc' }];
const noFilter: GridFilterModel = { items: [] };

export default function InvoiceControlledModels() {
  // Controlled: the grid shows these models and reports every change through the callbacks.
  const [sortModel, setSortModel] = React.useState<GridSortModel>(overdueFirst);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(noFilter);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setFilterModel({
              items: [{ field: 'client', operator: 'contains', value: 'Halvorsen' }],
            })
          }
        >
          Only Halvorsen Hotels
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            setSortModel(overdueFirst);
            setFilterModel(noFilter);
          }}
        >
          Back to the defaults
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={invoices}
          columns={invoiceColumns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          // Not controlled: hidden at first, and users can show it from the column menu.
          initialState={{ columns: { columnVisibilityModel: { project: false } } }}
        />
      </Box>
      <Box
        component="pre"
        aria-label="Controlled models"
        tabIndex={0}
        sx={{
          mt: 1,
          p: 1,
          maxHeight: 160,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {JSON.stringify({ sortModel, filterModel }, null, 2)}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Sort or filter from the column headers: both models above follow.
      </Typography>
    </Box>
  );
}
