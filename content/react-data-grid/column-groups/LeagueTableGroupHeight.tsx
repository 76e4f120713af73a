import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { clubSeasons } from './leagueTable';
import { leagueColumns } from './leagueColumns';

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'Results',
    headerAlign: 'center',
    children: [
      {
        groupId: 'Home',
        headerAlign: 'center',
        children: [{ field: 'homeWon' }, { field: 'homeDrawn' }, { field: 'homeLost' }],
      },
      {
        groupId: 'Away',
        headerAlign: 'center',
        children: [{ field: 'awayWon' }, { field: 'awayDrawn' }, { field: 'awayLost' }],
      },
    ],
  },
  {
    groupId: 'Goals',
    headerAlign: 'center',
    children: [{ field: 'goalsFor' }, { field: 'goalsAgainst' }, { field: 'goalDifference' }],
  },
];

const COLUMN_HEADER_HEIGHT = 48;

export default function LeagueTableGroupHeight() {
  const [groupHeight, setGroupHeight] = React.useState(32);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, maxWidth: 420 }}>
        <Typography id="group-header-height-label" variant="body2" sx={{ flexShrink: 0 }}>
          Group rows: {groupHeight} px
        </Typography>
        <Slider
          aria-labelledby="group-header-height-label"
          value={groupHeight}
          min={24}
          max={56}
          step={4}
          marks
          onChange={(_event, value) => setGroupHeight(value as number)}
        />
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGrid
          rows={clubSeasons}
          columns={leagueColumns}
          columnGroupingModel={columnGroupingModel}
          // Each of the two group rows gets this height; the row of
          // column headers keeps its own.
          columnGroupHeaderHeight={groupHeight}
          columnHeaderHeight={COLUMN_HEADER_HEIGHT}
          showColumnVerticalBorder
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
