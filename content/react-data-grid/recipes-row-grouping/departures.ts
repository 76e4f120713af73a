import type { GridColDef } from '@mui/x-data-grid-premium';

/** One departure from a regional airport, over the first quarter of 2026. */
export type Departure = {
  id: number;
  flight: string;
  airline: string;
  destination: string;
  departure: Date;
  passengers: number;
  /** Minutes late at take-off; 0 when on time. */
  delay: number;
};

const airlines: Record<string, string> = {
  NB: 'Nordbird',
  AQ: 'Aquila Air',
  SW: 'Swiftline',
  HL: 'Heliant',
};

const schedule: [string, string, string, number, number][] = [
  ['NB 212', 'Oslo', '2026-01-05T07:10', 142, 0],
  ['AQ 508', 'Rome', '2026-01-07T09:40', 168, 25],
  ['SW 31', 'Lisbon', '2026-01-09T11:05', 150, 5],
  ['NB 214', 'Oslo', '2026-01-14T18:20', 120, 40],
  ['HL 77', 'Athens', '2026-01-18T06:55', 176, 0],
  ['SW 33', 'Lisbon', '2026-01-22T15:30', 139, 0],
  ['AQ 510', 'Milan', '2026-01-27T13:15', 155, 10],
  ['NB 216', 'Bergen', '2026-02-02T08:00', 98, 0],
  ['SW 35', 'Porto', '2026-02-04T10:25', 147, 55],
  ['AQ 508', 'Rome', '2026-02-09T09:40', 171, 0],
  ['HL 79', 'Athens', '2026-02-12T07:05', 160, 15],
  ['NB 212', 'Oslo', '2026-02-16T07:10', 133, 0],
  ['SW 31', 'Lisbon', '2026-02-19T11:05', 152, 20],
  ['SW 37', 'Madrid', '2026-02-24T17:45', 158, 0],
  ['AQ 512', 'Naples', '2026-03-01T12:30', 149, 35],
  ['NB 218', 'Tromsø', '2026-03-03T06:40', 87, 0],
  ['HL 77', 'Athens', '2026-03-06T06:55', 174, 0],
  ['SW 33', 'Lisbon', '2026-03-10T15:30', 144, 10],
  ['AQ 510', 'Milan', '2026-03-13T13:15', 162, 0],
  ['SW 39', 'Seville', '2026-03-17T09:20', 151, 0],
  ['NB 214', 'Oslo', '2026-03-21T18:20', 126, 5],
  ['SW 35', 'Porto', '2026-03-26T10:25', 149, 0],
];

export const departures: Departure[] = schedule.map(
  ([flight, destination, time, passengers, delay], index) => ({
    id: index + 1,
    flight,
    airline: airlines[flight.slice(0, 2)],
    destination,
    departure: new Date(time),
    passengers,
    delay,
  }),
);

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export const departureColumns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 90 },
  { field: 'airline', headerName: 'Airline', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  {
    field: 'departure',
    headerName: 'Departure',
    type: 'dateTime',
    width: 140,
    valueFormatter: (value: Date) => dateTime.format(value),
  },
  { field: 'passengers', headerName: 'Passengers', type: 'number', width: 110 },
  {
    field: 'delay',
    headerName: 'Delay (min)',
    type: 'number',
    width: 110,
  },
];
