import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid-pro';
import { clubSeasons, points, type ClubSeason } from './leagueTable';

function stat(field: keyof ClubSeason, headerName: string): GridColDef<ClubSeason> {
  return { field, headerName, type: 'number', width: 70, headerAlign: 'center', align: 'center' };
}

const columns: GridColDef<ClubSeason>[] = [
  { field: 'club', headerName: 'Club', width: 170 },
  stat('homeWon', 'Home W'),
  stat('homeDrawn', 'Home D'),
  stat('homeLost', 'Home L'),
  stat('goalsFor', 'Scored'),
  stat('goalsAgainst', 'Conceded'),
  {
    field: 'homePoints',
    headerName: 'Home pts',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => points(row.homeWon, row.homeDrawn),
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    // Locked (the default): its columns move only among themselves.
    groupId: 'home',
    headerName: 'Home record (locked)',
    children: [{ field: 'homeWon' }, { field: 'homeDrawn' }, { field: 'homeLost' }],
  },
  {
    // Free: its columns can leave the group, which then splits in two.
    groupId: 'goals',
    headerName: 'Goals (free)',
    freeReordering: true,
    children: [{ field: 'goalsFor' }, { field: 'goalsAgainst' }],
  },
];

export default function LeagueTableFreeReordering() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPro
        rows={clubSeasons}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
