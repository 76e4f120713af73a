import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { clubSeasons, points, type ClubSeason } from './leagueTable';
import { awayColumns, clubColumn, homeColumns } from './leagueColumns';

type Venue = 'home' | 'away';

// The points column of each venue stays visible when its group is collapsed,
// so the group never loses its last column (a group with no visible column disappears).
const venuePoints = (venue: Venue): GridColDef<ClubSeason> => ({
  field: `${venue}Points`,
  headerName: 'Pts',
  description: venue === 'home' ? 'Points won at home' : 'Points won away',
  type: 'number',
  // Wide enough for the group header and its button when the group is collapsed.
  width: 104,
  headerAlign: 'center',
  align: 'center',
  valueGetter: (_value, row) =>
    venue === 'home' ? points(row.homeWon, row.homeDrawn) : points(row.awayWon, row.awayDrawn),
});

const detailFields: Record<Venue, string[]> = {
  home: homeColumns.map((column) => column.field),
  away: awayColumns.map((column) => column.field),
};

// Visibility is driven by the group buttons only, so the column menu offers no "Hide" item.
const columns: GridColDef<ClubSeason>[] = [
  clubColumn,
  ...homeColumns,
  venuePoints('home'),
  ...awayColumns,
  venuePoints('away'),
].map((column) => ({ ...column, hideable: false }));

export default function LeagueTableCollapsibleGroups() {
  const [collapsed, setCollapsed] = React.useState<Record<Venue, boolean>>({
    home: false,
    away: true,
  });

  const toggle = React.useCallback((venue: Venue) => {
    setCollapsed((previous) => ({ ...previous, [venue]: !previous[venue] }));
  }, []);

  // Hidden columns are derived from the collapsed groups.
  const columnVisibilityModel = React.useMemo<GridColumnVisibilityModel>(() => {
    const model: GridColumnVisibilityModel = {};
    (Object.keys(detailFields) as Venue[]).forEach((venue) => {
      detailFields[venue].forEach((field) => {
        model[field] = !collapsed[venue];
      });
    });
    return model;
  }, [collapsed]);

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(() => {
    const group = (venue: Venue, title: string) => ({
      groupId: venue,
      headerName: title,
      renderHeaderGroup: () => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <IconButton
            size="small"
            aria-label={collapsed[venue] ? `Show ${title} details` : `Hide ${title} details`}
            aria-expanded={!collapsed[venue]}
            onClick={() => toggle(venue)}
          >
            {collapsed[venue] ? (
              <UnfoldMoreIcon fontSize="small" />
            ) : (
              <UnfoldLessIcon fontSize="small" />
            )}
          </IconButton>
        </Stack>
      ),
      children: [...detailFields[venue].map((field) => ({ field })), { field: `${venue}Points` }],
    });
    return [group('home', 'Home'), group('away', 'Away')];
  }, [collapsed, toggle]);

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={clubSeasons}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={columnVisibilityModel}
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
