import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridSidebarValue, type GridColDef } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales, type BakerySale } from './bakerySales';

// Channel is an internal split: it stays in the grid but not in the pivot panel.
const columns: GridColDef<BakerySale>[] = bakeryColumns.map((column) =>
  column.field === 'channel' ? { ...column, pivotable: false } : column,
);

export default function PivotableColumns() {
  const [disablePivoting, setDisablePivoting] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disablePivoting}
            onChange={(event) => setDisablePivoting(event.target.checked)}
          />
        }
        label="disablePivoting"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          rows={bakerySales}
          columns={columns}
          disablePivoting={disablePivoting}
          initialState={{ sidebar: { open: true, value: GridSidebarValue.Pivot } }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
