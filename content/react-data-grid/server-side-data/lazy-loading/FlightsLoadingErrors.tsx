import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  useGridApiRef,
  type GridDataSource,
  type GridGetRowsError,
  type GridUpdateRowError,
} from '@mui/x-data-grid-pro';
import { FlightServer, flightColumns } from './flightServer';

export default function FlightsLoadingErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => new FlightServer());
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, total } = await server.getFlights(params);
        setError(null);
        return { rows, rowCount: total };
      },
    }),
    [server],
  );

  const handleError = (dataSourceError: GridGetRowsError | GridUpdateRowError) => {
    setError(dataSourceError.message);
  };

  const retry = () => {
    setError(null);
    // Without parameters, fetchRows asks again for the rows around the viewport.
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              server.setFailing(event.target.checked);
              setFailing(event.target.checked);
            }}
          />
        }
        label="Make the server fail"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 400, position: 'relative' }}>
        <DataGridPro
          apiRef={apiRef}
          columns={flightColumns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          lazyLoading
          initialState={{ pagination: { paginationModel: { pageSize: 30 } } }}
        />
        {error ? (
          <Alert
            severity="error"
            sx={{ position: 'absolute', left: 8, right: 8, bottom: 60, zIndex: 1, boxShadow: 2 }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            {error}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
