import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel, type GridRowSelectionModel } from '@mui/x-data-grid';
import { parcelColumns, type Parcel } from './parcels';
import { fetchManifestPage } from './parcelServer';

interface Answer {
  /** The pagination model the server answered, or `null` before the first answer. */
  paginationModel: GridPaginationModel | null;
  rows: Parcel[];
  total: number;
}

export default function ParcelServerSelection() {
  const [keepSelection, setKeepSelection] = React.useState(true);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [answer, setAnswer] = React.useState<Answer>({ paginationModel: null, rows: [], total: 0 });
  // Each change gives a new model object: while the rows answer an older one, a request is pending.
  const loading = answer.paginationModel !== paginationModel;
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  React.useEffect(() => {
    let current = true;
    fetchManifestPage(paginationModel).then(({ rows, total }) => {
      if (current) {
        setAnswer({ paginationModel, rows, total });
      }
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepSelection}
            onChange={(event) => setKeepSelection(event.target.checked)}
          />
        }
        label="keepNonExistentRowsSelected"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 460 }}>
        <DataGrid
          rows={answer.rows}
          columns={parcelColumns}
          checkboxSelection
          paginationMode="server"
          rowCount={answer.total}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
          loading={loading}
          keepNonExistentRowsSelected={keepSelection}
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }} aria-live="polite">
        {rowSelectionModel.type === 'include'
          ? `Selected on any page (${rowSelectionModel.ids.size}): ${[...rowSelectionModel.ids].join(', ') || 'none'}`
          : 'Every parcel is selected, except those in the ids list.'}
      </Typography>
    </Box>
  );
}
