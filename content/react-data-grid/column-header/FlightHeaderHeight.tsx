import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';
import { departures, type Departure } from './departures';

const columns: GridColDef<Departure>[] = [
  { field: 'id', headerName: 'Flight', width: 90 },
  { field: 'destination', headerName: 'Destination', minWidth: 130, flex: 1 },
  { field: 'airline', headerName: 'Airline', minWidth: 140, flex: 1 },
  { field: 'scheduled', headerName: 'Departs', width: 90 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// The factor each density applies to the header height (and to the row height).
const DENSITY_FACTORS: Record<GridDensity, number> = {
  compact: 0.7,
  standard: 1,
  comfortable: 1.3,
};

export default function FlightHeaderHeight() {
  const [headerHeight, setHeaderHeight] = React.useState(40);
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ mb: 1, alignItems: { sm: 'center' } }}
      >
        <Box sx={{ width: { xs: '100%', sm: 280 }, px: 1 }}>
          <Typography id="flight-header-height-label" variant="body2">
            columnHeaderHeight: {headerHeight}px
          </Typography>
          <Slider
            aria-labelledby="flight-header-height-label"
            value={headerHeight}
            min={32}
            max={96}
            step={4}
            onChange={(_event, value) => setHeaderHeight(value as number)}
          />
        </Box>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="flight-density-label">Density</InputLabel>
          <Select
            labelId="flight-density-label"
            label="Density"
            value={density}
            onChange={(event) => setDensity(event.target.value as GridDensity)}
          >
            <MenuItem value="compact">Compact</MenuItem>
            <MenuItem value="standard">Standard</MenuItem>
            <MenuItem value="comfortable">Comfortable</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Headers drawn at {Math.floor(headerHeight * DENSITY_FACTORS[density])}px
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={departures}
          columns={columns}
          columnHeaderHeight={headerHeight}
          density={density}
        />
      </Box>
    </Box>
  );
}
