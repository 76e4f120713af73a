import Box from '@mui/material/Box';
import { DataGrid, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { clubSeasons } from './leagueTable';
import { leagueColumns } from './leagueColumns';

// Home and Away sit inside Results; Goals is a group of its own.
// Club and Pts belong to no group: the header row above them stays empty.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'Results',
    children: [
      {
        groupId: 'Home',
        children: [{ field: 'homeWon' }, { field: 'homeDrawn' }, { field: 'homeLost' }],
      },
      {
        groupId: 'Away',
        children: [{ field: 'awayWon' }, { field: 'awayDrawn' }, { field: 'awayLost' }],
      },
    ],
  },
  {
    groupId: 'Goals',
    children: [{ field: 'goalsFor' }, { field: 'goalsAgainst' }, { field: 'goalDifference' }],
  },
];

export default function LeagueTableGroups() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={clubSeasons}
        columns={leagueColumns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        showCellVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
