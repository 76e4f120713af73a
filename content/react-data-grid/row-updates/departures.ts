// Morning departures of a fictional airport's terminal 2, keyed by flight number.
export type FlightStatus = 'Scheduled' | 'Boarding' | 'Delayed' | 'Departed' | 'Cancelled';

export interface Departure {
  id: string; // the flight number is unique for the day, so it is the row id
  destination: string;
  scheduled: string; // local time, HH:MM
  expected: string | null; // new time when delayed
  gate: string;
  status: FlightStatus;
}

export const morningDepartures: Departure[] = [
  {
    id: 'TP1341',
    destination: 'Porto',
    scheduled: '09:05',
    expected: null,
    gate: 'B12',
    status: 'Departed',
  },
  {
    id: 'LH1173',
    destination: 'Frankfurt',
    scheduled: '09:20',
    expected: null,
    gate: 'B07',
    status: 'Boarding',
  },
  {
    id: 'IB3119',
    destination: 'Madrid',
    scheduled: '09:35',
    expected: null,
    gate: 'A03',
    status: 'Scheduled',
  },
  {
    id: 'AF1625',
    destination: 'Paris CDG',
    scheduled: '09:50',
    expected: null,
    gate: 'A09',
    status: 'Scheduled',
  },
  {
    id: 'SK2866',
    destination: 'Copenhagen',
    scheduled: '10:10',
    expected: null,
    gate: 'C02',
    status: 'Scheduled',
  },
  {
    id: 'EI0487',
    destination: 'Dublin',
    scheduled: '10:25',
    expected: null,
    gate: 'C05',
    status: 'Scheduled',
  },
];

export const statusOptions: FlightStatus[] = [
  'Scheduled',
  'Boarding',
  'Delayed',
  'Departed',
  'Cancelled',
];
