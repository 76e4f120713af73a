/** One club's season in a fictional eight-team regional football league. */
export interface ClubSeason {
  id: number;
  club: string;
  homeWon: number;
  homeDrawn: number;
  homeLost: number;
  awayWon: number;
  awayDrawn: number;
  awayLost: number;
  goalsFor: number;
  goalsAgainst: number;
}

export const clubSeasons: ClubSeason[] = [
  {
    id: 1,
    club: 'Harbour Town',
    homeWon: 6,
    homeDrawn: 1,
    homeLost: 0,
    awayWon: 4,
    awayDrawn: 2,
    awayLost: 1,
    goalsFor: 34,
    goalsAgainst: 11,
  },
  {
    id: 2,
    club: 'Millbrook Rovers',
    homeWon: 5,
    homeDrawn: 2,
    homeLost: 0,
    awayWon: 3,
    awayDrawn: 2,
    awayLost: 2,
    goalsFor: 29,
    goalsAgainst: 15,
  },
  {
    id: 3,
    club: 'Ashford Athletic',
    homeWon: 4,
    homeDrawn: 2,
    homeLost: 1,
    awayWon: 3,
    awayDrawn: 1,
    awayLost: 3,
    goalsFor: 25,
    goalsAgainst: 19,
  },
  {
    id: 4,
    club: 'Kestrel Park',
    homeWon: 4,
    homeDrawn: 1,
    homeLost: 2,
    awayWon: 2,
    awayDrawn: 3,
    awayLost: 2,
    goalsFor: 22,
    goalsAgainst: 20,
  },
  {
    id: 5,
    club: 'Saltmarsh United',
    homeWon: 3,
    homeDrawn: 3,
    homeLost: 1,
    awayWon: 2,
    awayDrawn: 1,
    awayLost: 4,
    goalsFor: 20,
    goalsAgainst: 23,
  },
  {
    id: 6,
    club: 'Fenwick City',
    homeWon: 3,
    homeDrawn: 1,
    homeLost: 3,
    awayWon: 1,
    awayDrawn: 3,
    awayLost: 3,
    goalsFor: 17,
    goalsAgainst: 24,
  },
  {
    id: 7,
    club: 'Old Quarry',
    homeWon: 2,
    homeDrawn: 2,
    homeLost: 3,
    awayWon: 1,
    awayDrawn: 1,
    awayLost: 5,
    goalsFor: 14,
    goalsAgainst: 27,
  },
  {
    id: 8,
    club: 'Westmoor Wanderers',
    homeWon: 1,
    homeDrawn: 2,
    homeLost: 4,
    awayWon: 0,
    awayDrawn: 2,
    awayLost: 5,
    goalsFor: 10,
    goalsAgainst: 32,
  },
];

/** Three points for a win, one for a draw. */
export function points(won: number, drawn: number): number {
  return won * 3 + drawn;
}
