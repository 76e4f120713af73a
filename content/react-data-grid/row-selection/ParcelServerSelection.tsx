import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel, type GridRowSelectionModel } from '@mui/x-data-grid';
import { parcelColumns, type Parcel } from './parcels';
import { fetchManifestPage } from './parcelServer';

export default function ParcelServerSelection() {
  const [keepSelection, setKeepSelection] = React.useState(true);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Parcel[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchManifestPage(paginationModel).then(({ rows: pageRows, total }) => {
      if (current) {
        setRows(pageRows);
        setRowCount(total);
        setLoading(false);
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
          rows={rows}
          columns={parcelColumns}
          checkboxSelection
          paginationMode="server"
          rowCount={rowCount}
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
