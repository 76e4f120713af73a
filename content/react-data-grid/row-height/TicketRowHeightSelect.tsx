import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'priority', headerName: 'Priority', width: 90 },
];

const densityFactors: Record<GridDensity, number> = { compact: 0.7, standard: 1, comfortable: 1.3 };

export default function TicketRowHeightSelect() {
  const [rowHeight, setRowHeight] = React.useState(40);
  const [density, setDensity] = React.useState<GridDensity>('standard');
  const id = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id={`${id}-height`}>rowHeight</InputLabel>
          <Select
            labelId={`${id}-height`}
            label="rowHeight"
            value={rowHeight}
            onChange={(event) => setRowHeight(Number(event.target.value))}
          >
            {[32, 40, 52, 64].map((height) => (
              <MenuItem key={height} value={height}>
                {height} px{height === 52 ? ' (default)' : ''}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id={`${id}-density`}>density</InputLabel>
          <Select
            labelId={`${id}-density`}
            label="density"
            value={density}
            onChange={(event) => setDensity(event.target.value as GridDensity)}
          >
            <MenuItem value="compact">compact</MenuItem>
            <MenuItem value="standard">standard</MenuItem>
            <MenuItem value="comfortable">comfortable</MenuItem>
          </Select>
        </FormControl>
        <Typography variant="body2">
          Rows are {Math.floor(rowHeight * densityFactors[density])} px high
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          rowHeight={rowHeight}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Box>
  );
}
