import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { parcelColumns, queryParcels, type Parcel } from './parcelServer';

export default function ParcelServerFiltering() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Held at depot' }],
  });
  const [rows, setRows] = React.useState<Parcel[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const [failNext, setFailNext] = React.useState(false);

  React.useEffect(() => {
    // Ignore the answer to a request that a newer one has replaced.
    let current = true;
    setLoading(true);
    queryParcels(filterModel, { fail: failNext })
      .then((result) => {
        if (current) {
          setRows(result.rows);
          setError(null);
        }
      })
      .catch((reason: Error) => {
        if (current) {
          // Keep the rows of the last answer, and say why they did not change.
          setError(reason.message);
        }
      })
      .finally(() => {
        if (current) {
          setLoading(false);
        }
      });
    return () => {
      current = false;
    };
  }, [filterModel, failNext]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={failNext} onChange={(event) => setFailNext(event.target.checked)} />
        }
        label="Make the server fail"
      />
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {`${error} The rows shown are from the last successful answer.`}
        </Alert>
      ) : null}
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={parcelColumns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={loading}
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
    </Box>
  );
}
