import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridLoadingOverlayVariant } from '@mui/x-data-grid';
import { stationColumns, stations } from './stations';

const variants: GridLoadingOverlayVariant[] = ['linear-progress', 'circular-progress', 'skeleton'];

export default function StationLoadingVariants() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');
  const [noRowsVariant, setNoRowsVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');
  const [withRows, setWithRows] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <TextField
          select
          size="small"
          label="variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as GridLoadingOverlayVariant)}
          sx={{ width: 190 }}
        >
          {variants.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="noRowsVariant"
          value={noRowsVariant}
          onChange={(event) => setNoRowsVariant(event.target.value as GridLoadingOverlayVariant)}
          sx={{ width: 190 }}
        >
          {variants.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={withRows} onChange={(event) => setWithRows(event.target.checked)} />
          }
          label="Grid has rows"
        />
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={withRows ? stations : []}
          columns={stationColumns}
          loading
          // variant is used while the grid has rows, noRowsVariant while it has none.
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
