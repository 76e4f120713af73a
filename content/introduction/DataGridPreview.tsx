import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Release {
  id: number;
  library: string;
  component: string;
  plan: 'Community' | 'Pro' | 'Premium';
  weeklyDownloads: number;
}

const rows: Release[] = [
  {
    id: 1,
    library: 'Data Grid',
    component: 'DataGrid',
    plan: 'Community',
    weeklyDownloads: 1_480_000,
  },
  { id: 2, library: 'Data Grid', component: 'DataGridPro', plan: 'Pro', weeklyDownloads: 392_000 },
  {
    id: 3,
    library: 'Data Grid',
    component: 'DataGridPremium',
    plan: 'Premium',
    weeklyDownloads: 121_000,
  },
  {
    id: 4,
    library: 'Date and Time Pickers',
    component: 'DatePicker',
    plan: 'Community',
    weeklyDownloads: 1_910_000,
  },
  {
    id: 5,
    library: 'Date and Time Pickers',
    component: 'DateRangePicker',
    plan: 'Pro',
    weeklyDownloads: 254_000,
  },
  { id: 6, library: 'Charts', component: 'LineChart', plan: 'Community', weeklyDownloads: 870_000 },
  {
    id: 7,
    library: 'Tree View',
    component: 'RichTreeView',
    plan: 'Community',
    weeklyDownloads: 505_000,
  },
];

const columns: GridColDef<Release>[] = [
  { field: 'component', headerName: 'Component', flex: 1, minWidth: 150 },
  { field: 'library', headerName: 'Product', flex: 1, minWidth: 170 },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['Community', 'Pro', 'Premium'],
    width: 120,
  },
  {
    field: 'weeklyDownloads',
    headerName: 'Downloads / week',
    type: 'number',
    width: 160,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
];

export default function DataGridPreview() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'weeklyDownloads', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 5 } },
        }}
        pageSizeOptions={[5, 10]}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
