// An afternoon of departures at a fictional regional airport.
export type FlightStatus = 'On time' | 'Boarding' | 'Delayed' | 'Cancelled' | 'Departed';

export interface Departure {
  id: string;
  destination: string;
  airline: string;
  scheduled: string;
  gate: string;
  delayMinutes: number;
  seatsSold: number;
  capacity: number;
  status: FlightStatus;
}

type RawDeparture = [string, string, string, string, string, number, number, number, FlightStatus];

const raw: RawDeparture[] = [
  ['NX 412', 'Copenhagen', 'Nordex Air', '13:05', 'A3', 0, 168, 180, 'Departed'],
  ['LB 2207', 'Lisbon', 'Lusa Blue', '13:20', 'B7', 25, 142, 174, 'Delayed'],
  ['NX 418', 'Oslo', 'Nordex Air', '13:40', 'A5', 0, 121, 150, 'Boarding'],
  ['EW 930', 'Vienna', 'Edelweiss Wings', '14:10', 'C2', 0, 96, 120, 'On time'],
  ['LB 2211', 'Porto', 'Lusa Blue', '14:25', 'B4', 0, 174, 174, 'On time'],
  ['SK 77', 'Reykjavík', 'Skerry Airlines', '14:50', 'D1', 90, 64, 98, 'Delayed'],
  ['EW 936', 'Zurich', 'Edelweiss Wings', '15:15', 'C4', 0, 0, 120, 'Cancelled'],
  ['NX 430', 'Helsinki', 'Nordex Air', '15:30', 'A2', 10, 133, 180, 'Delayed'],
  ['SK 81', 'Tórshavn', 'Skerry Airlines', '16:05', 'D3', 0, 47, 72, 'On time'],
  ['LB 2219', 'Funchal', 'Lusa Blue', '16:40', 'B2', 0, 155, 174, 'On time'],
];

export const departures: Departure[] = raw.map(
  ([id, destination, airline, scheduled, gate, delayMinutes, seatsSold, capacity, status]) => ({
    id,
    destination,
    airline,
    scheduled,
    gate,
    delayMinutes,
    seatsSold,
    capacity,
    status,
  }),
);
