import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridSidebarValue, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './bakerySales';

export default function PivotModelControlled() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'product' }],
    columns: [],
    values: [{ field: 'units', aggFunc: 'sum' }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={pivotActive}
            onChange={(event) => setPivotActive(event.target.checked)}
          />
        }
        label="pivotActive"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          rows={bakerySales}
          columns={bakeryColumns}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          initialState={{ sidebar: { open: true, value: GridSidebarValue.Pivot } }}
          showToolbar
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Current pivotModel value"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: 220,
        }}
      >
        {`pivotActive = ${pivotActive}\npivotModel = ${JSON.stringify(pivotModel, null, 2)}`}
      </Box>
    </Box>
  );
}
