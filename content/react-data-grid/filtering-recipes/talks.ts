import type { GridColDef } from '@mui/x-data-grid';

/** A talk on the programme of a two-day web conference. */
export interface Talk {
  id: number;
  title: string;
  speaker: string;
  country: string;
  track: 'Frontend' | 'Accessibility' | 'Performance' | 'Design systems' | 'Testing';
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  day: 'Thursday' | 'Friday';
  durationMin: number;
}

export const talks: Talk[] = [
  {
    id: 1,
    title: 'Forms that forgive',
    speaker: 'Amira Saleh',
    country: 'Egypt',
    track: 'Accessibility',
    level: 'Beginner',
    day: 'Thursday',
    durationMin: 30,
  },
  {
    id: 2,
    title: 'Shipping less JavaScript',
    speaker: 'Tom Lindgren',
    country: 'Sweden',
    track: 'Performance',
    level: 'Intermediate',
    day: 'Thursday',
    durationMin: 45,
  },
  {
    id: 3,
    title: 'Tokens all the way down',
    speaker: 'Lucía Fernández',
    country: 'Spain',
    track: 'Design systems',
    level: 'Intermediate',
    day: 'Thursday',
    durationMin: 30,
  },
  {
    id: 4,
    title: 'Screen readers for sighted developers',
    speaker: 'Kofi Asante',
    country: 'Ghana',
    track: 'Accessibility',
    level: 'Beginner',
    day: 'Thursday',
    durationMin: 45,
  },
  {
    id: 5,
    title: 'Streaming server rendering in practice',
    speaker: 'Hana Kobayashi',
    country: 'Japan',
    track: 'Frontend',
    level: 'Advanced',
    day: 'Thursday',
    durationMin: 45,
  },
  {
    id: 6,
    title: 'Visual regression without tears',
    speaker: 'Pedro Alves',
    country: 'Portugal',
    track: 'Testing',
    level: 'Intermediate',
    day: 'Thursday',
    durationMin: 30,
  },
  {
    id: 7,
    title: 'The cost of a font',
    speaker: 'Ingrid Sørensen',
    country: 'Denmark',
    track: 'Performance',
    level: 'Beginner',
    day: 'Thursday',
    durationMin: 20,
  },
  {
    id: 8,
    title: 'Focus management in single-page apps',
    speaker: 'Rafael Mendes',
    country: 'Portugal',
    track: 'Accessibility',
    level: 'Advanced',
    day: 'Friday',
    durationMin: 45,
  },
  {
    id: 9,
    title: 'Components nobody asked for',
    speaker: 'Sara Lindqvist',
    country: 'Sweden',
    track: 'Design systems',
    level: 'Beginner',
    day: 'Friday',
    durationMin: 30,
  },
  {
    id: 10,
    title: 'Signals, stores and state',
    speaker: 'Yusuf Demir',
    country: 'Türkiye',
    track: 'Frontend',
    level: 'Intermediate',
    day: 'Friday',
    durationMin: 45,
  },
  {
    id: 11,
    title: 'Testing the keyboard path',
    speaker: 'Chen Jing',
    country: 'China',
    track: 'Testing',
    level: 'Beginner',
    day: 'Friday',
    durationMin: 20,
  },
  {
    id: 12,
    title: 'Measuring what users feel',
    speaker: 'Olga Ivanova',
    country: 'Estonia',
    track: 'Performance',
    level: 'Advanced',
    day: 'Friday',
    durationMin: 45,
  },
  {
    id: 13,
    title: 'Dark mode is a design system',
    speaker: 'Marta Ruiz',
    country: 'Spain',
    track: 'Design systems',
    level: 'Advanced',
    day: 'Friday',
    durationMin: 30,
  },
  {
    id: 14,
    title: 'Contract tests for the front end',
    speaker: 'Joana Pires',
    country: 'Portugal',
    track: 'Testing',
    level: 'Advanced',
    day: 'Friday',
    durationMin: 30,
  },
  {
    id: 15,
    title: 'Animations that respect motion settings',
    speaker: 'Noah Becker',
    country: 'Germany',
    track: 'Frontend',
    level: 'Beginner',
    day: 'Friday',
    durationMin: 20,
  },
];

export const TRACKS: Talk['track'][] = [
  'Frontend',
  'Accessibility',
  'Performance',
  'Design systems',
  'Testing',
];

export const talkColumns: GridColDef<Talk>[] = [
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 220 },
  { field: 'speaker', headerName: 'Speaker', width: 160 },
  { field: 'track', headerName: 'Track', type: 'singleSelect', valueOptions: TRACKS, width: 140 },
  {
    field: 'level',
    headerName: 'Level',
    type: 'singleSelect',
    valueOptions: ['Beginner', 'Intermediate', 'Advanced'],
    width: 120,
  },
  {
    field: 'day',
    headerName: 'Day',
    type: 'singleSelect',
    valueOptions: ['Thursday', 'Friday'],
    width: 100,
  },
  { field: 'durationMin', headerName: 'Minutes', type: 'number', width: 90 },
];
