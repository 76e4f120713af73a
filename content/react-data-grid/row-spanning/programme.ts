// The programme of a fictional two-day web conference with two parallel tracks.
export interface Session {
  id: number;
  day: string; // YYYY-MM-DD
  track: 'Frontend' | 'Platform';
  room: string;
  time: string; // HH:MM
  title: string;
  speaker: string;
  level: 'Intro' | 'Advanced';
  seats: number;
}

export const sessions: Session[] = [
  {
    id: 1,
    day: '2026-05-14',
    track: 'Frontend',
    room: 'Hall A',
    time: '09:30',
    title: 'Forms without tears',
    speaker: 'Ines Carvalho',
    level: 'Intro',
    seats: 120,
  },
  {
    id: 2,
    day: '2026-05-14',
    track: 'Frontend',
    room: 'Hall A',
    time: '10:30',
    title: 'Accessible data tables',
    speaker: 'Tomás Ribeiro',
    level: 'Intro',
    seats: 120,
  },
  {
    id: 3,
    day: '2026-05-14',
    track: 'Frontend',
    room: 'Hall A',
    time: '11:30',
    title: 'Rendering ten thousand rows',
    speaker: 'Ines Carvalho',
    level: 'Advanced',
    seats: 120,
  },
  {
    id: 4,
    day: '2026-05-14',
    track: 'Platform',
    room: 'Hall B',
    time: '09:30',
    title: 'Edge caching in practice',
    speaker: 'Kofi Asante',
    level: 'Advanced',
    seats: 80,
  },
  {
    id: 5,
    day: '2026-05-14',
    track: 'Platform',
    room: 'Hall B',
    time: '10:30',
    title: 'Observability on a budget',
    speaker: 'Mira Shah',
    level: 'Intro',
    seats: 80,
  },
  {
    id: 6,
    day: '2026-05-14',
    track: 'Platform',
    room: 'Hall B',
    time: '11:30',
    title: 'Zero-downtime migrations',
    speaker: 'Kofi Asante',
    level: 'Advanced',
    seats: 120,
  },
  {
    id: 7,
    day: '2026-05-15',
    track: 'Frontend',
    room: 'Hall A',
    time: '09:30',
    title: 'Design tokens at scale',
    speaker: 'Lea Novak',
    level: 'Advanced',
    seats: 120,
  },
  {
    id: 8,
    day: '2026-05-15',
    track: 'Frontend',
    room: 'Hall A',
    time: '10:30',
    title: 'Animations that respect users',
    speaker: 'Lea Novak',
    level: 'Intro',
    seats: 120,
  },
  {
    id: 9,
    day: '2026-05-15',
    track: 'Platform',
    room: 'Hall B',
    time: '09:30',
    title: 'Queues, retries and idempotency',
    speaker: 'Mira Shah',
    level: 'Advanced',
    seats: 80,
  },
  {
    id: 10,
    day: '2026-05-15',
    track: 'Platform',
    room: 'Hall B',
    time: '10:30',
    title: 'Running Postgres yourself',
    speaker: 'Jonas Berg',
    level: 'Advanced',
    seats: 80,
  },
];

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Thu 14 May" for "2026-05-14". */
export function formatDay(isoDay: string): string {
  return dayFormat.format(new Date(`${isoDay}T00:00:00Z`));
}
