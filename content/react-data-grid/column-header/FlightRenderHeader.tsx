import Box from '@mui/material/Box';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import ScheduleIcon from '@mui/icons-material/Schedule';
import AirlineSeatReclineNormalIcon from '@mui/icons-material/AirlineSeatReclineNormal';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';
import { departures, type Departure } from './departures';

// A header with an icon in front of the column's own name. The name still comes from
// `headerName`, which the column menu, the columns panel and the filter panel also use.
function IconHeader({
  colDef,
  icon,
}: GridColumnHeaderParams<Departure> & { icon: React.ReactNode }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 500 }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'text.secondary' }}>
        {icon}
      </Box>
      {colDef.headerName}
    </Box>
  );
}

// A header with a unit under the name, on two lines.
function headerWithUnit(unit: string) {
  return ({ colDef }: GridColumnHeaderParams<Departure>) => (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {colDef.headerName}
      </Box>
      <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
        {unit}
      </Box>
    </Box>
  );
}

const columns: GridColDef<Departure>[] = [
  {
    field: 'id',
    headerName: 'Flight',
    width: 110,
    renderHeader: (params) => (
      <IconHeader {...params} icon={<FlightTakeoffIcon fontSize="small" />} />
    ),
  },
  { field: 'destination', headerName: 'Destination', minWidth: 130, flex: 1 },
  {
    field: 'scheduled',
    headerName: 'Departs',
    width: 120,
    renderHeader: (params) => <IconHeader {...params} icon={<ScheduleIcon fontSize="small" />} />,
  },
  {
    field: 'delayMinutes',
    headerName: 'Delay',
    type: 'number',
    width: 100,
    renderHeader: headerWithUnit('minutes'),
  },
  {
    field: 'load',
    headerName: 'Load',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => Math.round((row.seatsSold / row.capacity) * 100),
    valueFormatter: (value: number) => `${value} %`,
    renderHeader: (params) => (
      <IconHeader {...params} icon={<AirlineSeatReclineNormalIcon fontSize="small" />} />
    ),
  },
];

export default function FlightRenderHeader() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={departures} columns={columns} />
    </Box>
  );
}
