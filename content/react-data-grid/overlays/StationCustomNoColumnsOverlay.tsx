import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { stationColumns, stations } from './stations';

const allHidden: GridColumnVisibilityModel = Object.fromEntries(
  stationColumns.map((column) => [column.field, false]),
);

function NoVisibleColumnsOverlay() {
  return (
    <GridOverlay sx={{ p: 2, textAlign: 'center' }}>
      <Typography variant="body2">
        Every column of the station list is hidden. Choose another view above the grid.
      </Typography>
    </GridOverlay>
  );
}

export default function StationCustomNoColumnsOverlay() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({
    district: false,
    docks: false,
    status: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        role="group"
        aria-label="Views"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        {/* An empty model shows every column. */}
        <Button variant="outlined" size="small" onClick={() => setModel({})}>
          All columns
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setModel({ district: false, docks: false, status: false })}
        >
          Station and bikes
        </Button>
        <Button variant="outlined" size="small" onClick={() => setModel(allHidden)}>
          No columns
        </Button>
      </Box>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={stations}
          columns={stationColumns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          slots={{ noColumnsOverlay: NoVisibleColumnsOverlay }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
