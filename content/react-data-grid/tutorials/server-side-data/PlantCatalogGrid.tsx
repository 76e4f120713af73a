import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  getGridStringOperators,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid';
import { apiSwitches, getPlants, type Plant } from './plantApi';

// The API only knows "contains": keep that operator and nothing else.
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 180, filterOperators: containsOnly },
  { field: 'family', headerName: 'Family', width: 140, filterOperators: containsOnly },
  {
    field: 'height',
    headerName: 'Height (cm)',
    type: 'number',
    width: 120,
    filterable: false,
  },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    filterable: false,
  },
];

/** Step 4, 5 and 6: the grid's request as the query string of the API. */
function toUrl(params: GridGetRowsParams): string {
  const { page, pageSize } = params.paginationModel ?? { page: 0, pageSize: 10 };
  const query = new URLSearchParams({ page: String(page + 1), pageSize: String(pageSize) });
  const [sort] = params.sortModel;
  if (sort?.sort) {
    query.set('sort', sort.field);
    query.set('order', sort.sort);
  }
  params.filterModel.items.forEach((item) => {
    if (item.value !== undefined && item.value !== null && item.value !== '') {
      query.set(`${item.field}_like`, String(item.value));
    }
  });
  return `/api/plants?${query}`;
}

export default function PlantCatalogGrid() {
  const apiRef = useGridApiRef();
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await getPlants(toUrl(params));
        setError(null);
        return { rows: answer.data, rowCount: answer.total };
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              apiSwitches.failing = event.target.checked;
              setFailing(event.target.checked);
            }}
          />
        }
        label="Make the API fail"
        sx={{ mb: 1 }}
      />
      {error ? (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => apiRef.current?.dataSource.fetchRows()}
            >
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          initialState={{
            pagination: { paginationModel: { pageSize: 10 } },
            sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
          }}
          pageSizeOptions={[10, 20]}
        />
      </Box>
    </Box>
  );
}
