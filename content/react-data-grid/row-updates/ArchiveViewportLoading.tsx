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
  { field: 'id', headerName: '#', type: 'number', width: 80 },
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

export default function ArchiveViewportLoading() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params: GridGetRowsParams) => {
        setRequests((previous) => [`rows ${params.start}–${params.end}`, ...previous].slice(0, 4));
        // The response includes rowCount: the grid sizes its scroll area for every row
        // and fetches only the blocks that come into view.
        return queryArchive(params, { total: 5000, reportRowCount: true });
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
          lazyLoadingRequestThrottleMs={250}
          disableColumnFilter
          initialState={{ pagination: { paginationModel: { pageSize: 50, page: 0 } } }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Latest requests: {requests.length === 0 ? 'none yet' : requests.join(' · ')}
      </Typography>
    </Box>
  );
}
