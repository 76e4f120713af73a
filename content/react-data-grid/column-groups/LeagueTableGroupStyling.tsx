import type * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import DirectionsBusOutlinedIcon from '@mui/icons-material/DirectionsBusOutlined';
import {
  DataGrid,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { clubSeasons } from './leagueTable';
import { leagueColumns } from './leagueColumns';

const groupIcons: Record<string, React.ReactNode> = {
  home: <HomeOutlinedIcon fontSize="small" />,
  away: <DirectionsBusOutlinedIcon fontSize="small" />,
};

// An icon, then the header name in bold. A custom renderer replaces the
// default title, tooltip included, so it shows the description itself.
function IconGroupHeader({ groupId, headerName, description }: GridColumnGroupHeaderParams) {
  return (
    <Tooltip title={description ?? ''}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        {groupId ? groupIcons[groupId] : null}
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {headerName ?? groupId}
        </Typography>
      </Stack>
    </Tooltip>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'home',
    headerName: 'At home',
    description: 'Games played at the club’s own ground',
    headerAlign: 'center',
    headerClassName: 'league-group--home',
    renderHeaderGroup: IconGroupHeader,
    children: [{ field: 'homeWon' }, { field: 'homeDrawn' }, { field: 'homeLost' }],
  },
  {
    groupId: 'away',
    headerName: 'Away',
    description: 'Games played at the opponent’s ground',
    headerAlign: 'center',
    headerClassName: 'league-group--away',
    renderHeaderGroup: IconGroupHeader,
    children: [{ field: 'awayWon' }, { field: 'awayDrawn' }, { field: 'awayLost' }],
  },
  {
    groupId: 'goals',
    headerName: 'Goals',
    // No renderer: the default title shows the description as a tooltip.
    description: 'Goals scored and conceded, over all games',
    headerAlign: 'center',
    headerClassName: 'league-group--goals',
    children: [{ field: 'goalsFor' }, { field: 'goalsAgainst' }, { field: 'goalDifference' }],
  },
];

export default function LeagueTableGroupStyling() {
  return (
    <Box
      sx={(theme) => ({
        height: 520,
        width: '100%',
        '& .league-group--home': {
          backgroundColor: 'rgba(25, 118, 210, 0.08)',
          ...theme.applyStyles('dark', { backgroundColor: 'rgba(144, 202, 249, 0.16)' }),
        },
        '& .league-group--away': {
          backgroundColor: 'rgba(237, 108, 2, 0.08)',
          ...theme.applyStyles('dark', { backgroundColor: 'rgba(255, 183, 77, 0.16)' }),
        },
        '& .league-group--goals': {
          backgroundColor: 'rgba(46, 125, 50, 0.08)',
          ...theme.applyStyles('dark', { backgroundColor: 'rgba(129, 199, 132, 0.16)' }),
        },
      })}
    >
      <DataGrid
        rows={clubSeasons}
        columns={leagueColumns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
