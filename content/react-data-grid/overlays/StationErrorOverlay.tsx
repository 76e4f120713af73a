import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { fetchStations, stationColumns, type Station } from './stations';

/** The grid has no error overlay: the no-rows overlay reads the error from this context. */
const LoadErrorContext = React.createContext<string | null>(null);

function StationsNoRowsOverlay() {
  const error = React.useContext(LoadErrorContext);
  if (!error) {
    return <GridOverlay>No stations loaded yet</GridOverlay>;
  }
  return (
    <GridOverlay sx={{ p: 2 }}>
      <Alert severity="error">
        The stations could not be loaded. {error} Load them again with the button above.
      </Alert>
    </GridOverlay>
  );
}

export default function StationErrorOverlay() {
  const [rows, setRows] = React.useState<Station[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [errorMessage, setErrorMessage] = React.useState<string | null>(null);
  const [failNext, setFailNext] = React.useState(true);

  const load = async () => {
    setLoading(true);
    setErrorMessage(null);
    try {
      setRows(await fetchStations({ fail: failNext, latency: 700 }));
    } catch (error) {
      // Drop the rows, so that the no-rows overlay shows the error.
      setRows([]);
      setErrorMessage((error as Error).message);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Button variant="outlined" size="small" onClick={load} disabled={loading}>
          Load the stations
        </Button>
        <FormControlLabel
          control={
            <Switch checked={failNext} onChange={(event) => setFailNext(event.target.checked)} />
          }
          label="Make the next request fail"
        />
      </Box>
      <LoadErrorContext.Provider value={errorMessage}>
        <Box sx={{ height: 340 }}>
          <DataGrid
            rows={rows}
            columns={stationColumns}
            loading={loading}
            slots={{ noRowsOverlay: StationsNoRowsOverlay }}
            hideFooter
          />
        </Box>
      </LoadErrorContext.Provider>
    </Box>
  );
}
