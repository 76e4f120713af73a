import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import { queryArchive, type ArchivedFlight } from './flightArchive';

const columns: GridColDef<ArchivedFlight>[] = [
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'flight', headerName: 'Flight', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  {
    field: 'delayMinutes',
    headerName: 'Delay',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => (value === 0 ? 'On time' : `${value} min`),
  },
];

export default function ArchiveInfiniteLoading() {
  const [requests, setRequests] = React.useState<string[]>([]);

  // Stable for the life of the component: a new data source would reload the grid.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params: GridGetRowsParams) => {
        setRequests((previous) => [`rows ${params.start}–${params.end}`, ...previous].slice(0, 4));
        // No rowCount in the response: the grid does not know the total, so it loads
        // the next block when the user reaches the bottom.
        return queryArchive(params, { total: 240, reportRowCount: false });
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          disableColumnFilter
          initialState={{ pagination: { paginationModel: { pageSize: 40, page: 0 } } }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Latest requests: {requests.length === 0 ? 'none yet' : requests.join(' · ')}
      </Typography>
    </Box>
  );
}
