import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { parcelColumns, queryParcels, type Parcel } from './parcelServer';

interface Answer {
  /** The filter model of the request answered, or `null` before the first answer. */
  filterModel: GridFilterModel | null;
  /** Whether that request was told to fail. */
  failNext: boolean;
  rows: Parcel[];
  error: string | null;
}

export default function ParcelServerFiltering() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Held at depot' }],
  });
  const [failNext, setFailNext] = React.useState(false);
  const [answer, setAnswer] = React.useState<Answer>({
    filterModel: null,
    failNext: false,
    rows: [],
    error: null,
  });
  // Each change gives a new filter model object: while the answer is for an older request, a
  // newer one is pending.
  const loading = answer.filterModel !== filterModel || answer.failNext !== failNext;

  React.useEffect(() => {
    // Ignore the answer to a request that a newer one has replaced.
    let current = true;
    queryParcels(filterModel, { fail: failNext })
      .then((result) => {
        if (current) {
          setAnswer({ filterModel, failNext, rows: result.rows, error: null });
        }
      })
      .catch((reason: Error) => {
        if (current) {
          // Keep the rows of the last answer, and say why they did not change.
          setAnswer((previous) => ({
            filterModel,
            failNext,
            rows: previous.rows,
            error: reason.message,
          }));
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
      {answer.error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {`${answer.error} The rows shown are from the last successful answer.`}
        </Alert>
      ) : null}
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={answer.rows}
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
