import type * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import DoorFrontOutlinedIcon from '@mui/icons-material/DoorFrontOutlined';
import BlockIcon from '@mui/icons-material/Block';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { departures, toClock, toMinutes, type Departure } from './departures';

const statusLook: Record<
  Departure['status'],
  { icon: React.ReactElement; color: 'default' | 'success' | 'warning' | 'info' | 'error' }
> = {
  'On time': { icon: <CheckCircleOutlineIcon />, color: 'success' },
  Delayed: { icon: <ScheduleIcon />, color: 'warning' },
  Boarding: { icon: <DoorFrontOutlinedIcon />, color: 'info' },
  Departed: { icon: <FlightTakeoffIcon />, color: 'default' },
  Cancelled: { icon: <BlockIcon />, color: 'error' },
};

function StatusChip({ value }: GridRenderCellParams<Departure, Departure['status']>) {
  if (!value) {
    return null;
  }
  const { icon, color } = statusLook[value];
  return <Chip size="small" variant="outlined" icon={icon} color={color} label={value} />;
}

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  // valueGetter: the value of this cell is the scheduled time plus the delay,
  // in minutes since midnight. Sorting and filtering use that number.
  {
    field: 'expected',
    headerName: 'Expected',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => toMinutes(row.scheduled) + row.delayMinutes,
    // valueFormatter: only what is displayed changes.
    valueFormatter: (value: number) => toClock(value),
    headerAlign: 'left',
    align: 'left',
  },
  {
    field: 'delayMinutes',
    headerName: 'Delay',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => (value > 0 ? `+${value} min` : 'none'),
  },
  // renderCell: any React element, here a chip with an icon and the status text.
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Departure, Departure['status']>) => (
      <StatusChip {...params} />
    ),
  },
];

export default function DepartureCellValues() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={departures}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'expected', sort: 'asc' }] } }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
