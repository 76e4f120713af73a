import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { stationColumns, stations } from './stations';

const allHidden: GridColumnVisibilityModel = Object.fromEntries(
  stationColumns.map((column) => [column.field, false]),
);

export default function StationNoColumnsOverlay() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({});
  const noneVisible = stationColumns.every((column) => model[column.field] === false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={noneVisible}
            onChange={(event) => setModel(event.target.checked ? allHidden : {})}
          />
        }
        label="Hide every column"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={stations}
          columns={stationColumns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
