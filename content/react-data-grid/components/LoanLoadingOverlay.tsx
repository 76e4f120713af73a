import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { loanColumns, loans } from './libraryLoans';

// Shown over the rows while `loading` is true.
// GridOverlay is the centred container of the default overlays.
function CatalogueLoadingOverlay() {
  return (
    <GridOverlay
      sx={{ bgcolor: 'background.paper', opacity: 0.9, flexDirection: 'column', gap: 1.5 }}
    >
      {/* The overlay sits inside the element with role="grid", which may only hold rows:
          keep the spinner's progressbar role out of the accessibility tree. */}
      <CircularProgress size={28} aria-hidden />
      <Typography variant="body2">Fetching loans from the catalogue…</Typography>
    </GridOverlay>
  );
}

export default function LoanLoadingOverlay() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="loading"
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={loans}
          columns={loanColumns}
          loading={loading}
          slots={{ loadingOverlay: CatalogueLoadingOverlay }}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
