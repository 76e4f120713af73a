/** One talk on the first day of a web conference, in one of its four rooms. */
export type Talk = {
  id: number;
  start: string;
  room: Room;
  title: string;
  speaker: string;
  track: 'Frontend' | 'Data' | 'Operations' | 'Design';
  booked: number;
  capacity: number;
};

export const rooms = ['Atrium', 'Loft', 'Library', 'Studio'] as const;
export type Room = (typeof rooms)[number];

export const talks: Talk[] = [
  {
    id: 1,
    start: '09:30',
    room: 'Atrium',
    title: 'Rendering on the edge, one year later',
    speaker: 'Amara Okafor',
    track: 'Frontend',
    booked: 312,
    capacity: 350,
  },
  {
    id: 2,
    start: '09:30',
    room: 'Loft',
    title: 'Schemas that survive their first migration',
    speaker: 'Lars Eriksen',
    track: 'Data',
    booked: 96,
    capacity: 120,
  },
  {
    id: 3,
    start: '09:30',
    room: 'Library',
    title: 'On-call without the dread',
    speaker: 'Priya Raman',
    track: 'Operations',
    booked: 64,
    capacity: 80,
  },
  {
    id: 4,
    start: '09:30',
    room: 'Studio',
    title: 'Colour systems for dark mode',
    speaker: 'Jonas Weber',
    track: 'Design',
    booked: 40,
    capacity: 60,
  },
  {
    id: 5,
    start: '11:00',
    room: 'Atrium',
    title: 'Forms people finish',
    speaker: 'Sofia Marques',
    track: 'Design',
    booked: 280,
    capacity: 350,
  },
  {
    id: 6,
    start: '11:00',
    room: 'Loft',
    title: 'Streaming joins in practice',
    speaker: 'Kenji Sato',
    track: 'Data',
    booked: 120,
    capacity: 120,
  },
  {
    id: 7,
    start: '11:00',
    room: 'Library',
    title: 'Budgets for the bundle',
    speaker: 'Hannah Kowalski',
    track: 'Frontend',
    booked: 77,
    capacity: 80,
  },
  {
    id: 8,
    start: '11:00',
    room: 'Studio',
    title: 'Runbooks as code',
    speaker: 'Diego Fernández',
    track: 'Operations',
    booked: 22,
    capacity: 60,
  },
  {
    id: 9,
    start: '14:00',
    room: 'Atrium',
    title: 'The accessible data table',
    speaker: 'Nadia Haddad',
    track: 'Frontend',
    booked: 350,
    capacity: 350,
  },
  {
    id: 10,
    start: '14:00',
    room: 'Loft',
    title: 'Cost of a query, explained',
    speaker: 'Owen Clarke',
    track: 'Data',
    booked: 71,
    capacity: 120,
  },
  {
    id: 11,
    start: '14:00',
    room: 'Library',
    title: 'Canary releases for small teams',
    speaker: 'Mei Lin',
    track: 'Operations',
    booked: 58,
    capacity: 80,
  },
  {
    id: 12,
    start: '14:00',
    room: 'Studio',
    title: 'Motion that informs',
    speaker: 'Tomás Rivera',
    track: 'Design',
    booked: 60,
    capacity: 60,
  },
  {
    id: 13,
    start: '15:30',
    room: 'Atrium',
    title: 'Hydration, measured',
    speaker: 'Elif Yılmaz',
    track: 'Frontend',
    booked: 198,
    capacity: 350,
  },
  {
    id: 14,
    start: '15:30',
    room: 'Loft',
    title: 'Dashboards nobody opens',
    speaker: 'Grace Mensah',
    track: 'Data',
    booked: 88,
    capacity: 120,
  },
  {
    id: 15,
    start: '15:30',
    room: 'Library',
    title: 'Postmortems that change things',
    speaker: 'Ivan Petrov',
    track: 'Operations',
    booked: 41,
    capacity: 80,
  },
  {
    id: 16,
    start: '15:30',
    room: 'Studio',
    title: 'Icons at every size',
    speaker: 'Chloé Martin',
    track: 'Design',
    booked: 35,
    capacity: 60,
  },
];

/** One row per time slot, one column per room: the programme as it is printed. */
export type ProgrammeSlot = { id: string; start: string } & Record<Room, string>;

export const programme: ProgrammeSlot[] = Array.from(
  new Set(talks.map((talk) => talk.start)),
  (start) => {
    const slot = { id: start, start } as ProgrammeSlot;
    talks
      .filter((talk) => talk.start === start)
      .forEach((talk) => {
        slot[talk.room] = talk.title;
      });
    return slot;
  },
);
