/** One departure on a regional airport's board, on a single morning. */
export interface Departure {
  id: number;
  flight: string;
  destination: string;
  /** Scheduled time of departure, `HH:mm`. */
  scheduled: string;
  /** Minutes of delay announced so far; 0 when on time. */
  delayMinutes: number;
  gate: string;
  status: 'On time' | 'Delayed' | 'Boarding' | 'Departed' | 'Cancelled';
}

export const departures: Departure[] = [
  {
    id: 1,
    flight: 'NR 211',
    destination: 'Copenhagen',
    scheduled: '06:40',
    delayMinutes: 0,
    gate: 'A3',
    status: 'Departed',
  },
  {
    id: 2,
    flight: 'BL 1804',
    destination: 'Amsterdam',
    scheduled: '07:05',
    delayMinutes: 25,
    gate: 'B7',
    status: 'Delayed',
  },
  {
    id: 3,
    flight: 'NR 315',
    destination: 'Stockholm',
    scheduled: '07:30',
    delayMinutes: 0,
    gate: 'A1',
    status: 'Boarding',
  },
  {
    id: 4,
    flight: 'TQ 77',
    destination: 'Reykjavík',
    scheduled: '07:55',
    delayMinutes: 0,
    gate: 'C2',
    status: 'On time',
  },
  {
    id: 5,
    flight: 'BL 1810',
    destination: 'Frankfurt',
    scheduled: '08:20',
    delayMinutes: 70,
    gate: 'B4',
    status: 'Delayed',
  },
  {
    id: 6,
    flight: 'EV 903',
    destination: 'Tallinn',
    scheduled: '08:45',
    delayMinutes: 0,
    gate: 'A5',
    status: 'Cancelled',
  },
  {
    id: 7,
    flight: 'NR 402',
    destination: 'Helsinki',
    scheduled: '09:10',
    delayMinutes: 10,
    gate: 'A2',
    status: 'Delayed',
  },
  {
    id: 8,
    flight: 'TQ 81',
    destination: 'Edinburgh',
    scheduled: '09:35',
    delayMinutes: 0,
    gate: 'C4',
    status: 'On time',
  },
  {
    id: 9,
    flight: 'BL 1822',
    destination: 'Paris',
    scheduled: '10:00',
    delayMinutes: 0,
    gate: 'B2',
    status: 'On time',
  },
  {
    id: 10,
    flight: 'EV 911',
    destination: 'Riga',
    scheduled: '10:25',
    delayMinutes: 45,
    gate: 'A6',
    status: 'Delayed',
  },
];

/** Minutes since midnight of an `HH:mm` string. */
export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `HH:mm` of a number of minutes since midnight. */
export function toClock(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60) % 24;
  const minutes = totalMinutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
