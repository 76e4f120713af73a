import type { GridColDef } from '@mui/x-data-grid';
import { points, type ClubSeason } from './leagueTable';

/** A narrow number column: the table has many of them. */
function stat(
  field: keyof ClubSeason,
  headerName: string,
  description: string,
): GridColDef<ClubSeason> {
  return {
    field,
    headerName,
    description,
    type: 'number',
    width: 64,
    headerAlign: 'center',
    align: 'center',
  };
}

export const clubColumn: GridColDef<ClubSeason> = { field: 'club', headerName: 'Club', width: 170 };

export const homeColumns: GridColDef<ClubSeason>[] = [
  stat('homeWon', 'W', 'Home games won'),
  stat('homeDrawn', 'D', 'Home games drawn'),
  stat('homeLost', 'L', 'Home games lost'),
];

export const awayColumns: GridColDef<ClubSeason>[] = [
  stat('awayWon', 'W', 'Away games won'),
  stat('awayDrawn', 'D', 'Away games drawn'),
  stat('awayLost', 'L', 'Away games lost'),
];

export const goalColumns: GridColDef<ClubSeason>[] = [
  stat('goalsFor', 'For', 'Goals scored'),
  stat('goalsAgainst', 'Ag.', 'Goals conceded'),
  {
    field: 'goalDifference',
    headerName: 'Diff.',
    description: 'Goals scored minus goals conceded',
    type: 'number',
    width: 72,
    headerAlign: 'center',
    align: 'center',
    valueGetter: (_value, row) => row.goalsFor - row.goalsAgainst,
    valueFormatter: (value: number) => (value > 0 ? `+${value}` : String(value)),
  },
];

export const pointsColumn: GridColDef<ClubSeason> = {
  field: 'points',
  headerName: 'Pts',
  description: 'League points',
  type: 'number',
  width: 72,
  headerAlign: 'center',
  align: 'center',
  valueGetter: (_value, row) => points(row.homeWon + row.awayWon, row.homeDrawn + row.awayDrawn),
};

/** Every column of the table, in display order. */
export const leagueColumns: GridColDef<ClubSeason>[] = [
  clubColumn,
  ...homeColumns,
  ...awayColumns,
  ...goalColumns,
  pointsColumn,
];
