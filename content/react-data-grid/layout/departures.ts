import type { GridColDef } from '@mui/x-data-grid';

export interface Departure {
  id: number;
  flight: string;
  destination: string;
  scheduled: string;
  gate: string;
  status: 'On time' | 'Boarding' | 'Delayed' | 'Cancelled' | 'Departed';
}

/** The departures board of a mid-sized airport, in scheduled order. */
export const departures: Departure[] = [
  {
    id: 1,
    flight: 'LX 1612',
    destination: 'Zurich',
    scheduled: '06:40',
    gate: 'A3',
    status: 'Departed',
  },
  {
    id: 2,
    flight: 'KL 1228',
    destination: 'Amsterdam',
    scheduled: '06:55',
    gate: 'B7',
    status: 'Departed',
  },
  {
    id: 3,
    flight: 'IB 3407',
    destination: 'Madrid',
    scheduled: '07:10',
    gate: 'A1',
    status: 'Boarding',
  },
  {
    id: 4,
    flight: 'SK 1852',
    destination: 'Copenhagen',
    scheduled: '07:25',
    gate: 'C2',
    status: 'On time',
  },
  {
    id: 5,
    flight: 'TP 1369',
    destination: 'Lisbon',
    scheduled: '07:40',
    gate: 'B4',
    status: 'Delayed',
  },
  {
    id: 6,
    flight: 'OS 418',
    destination: 'Vienna',
    scheduled: '08:05',
    gate: 'A6',
    status: 'On time',
  },
  {
    id: 7,
    flight: 'AY 1544',
    destination: 'Helsinki',
    scheduled: '08:20',
    gate: 'C5',
    status: 'On time',
  },
  {
    id: 8,
    flight: 'LO 334',
    destination: 'Warsaw',
    scheduled: '08:35',
    gate: 'B2',
    status: 'Cancelled',
  },
  {
    id: 9,
    flight: 'EI 567',
    destination: 'Dublin',
    scheduled: '08:50',
    gate: 'A2',
    status: 'On time',
  },
  {
    id: 10,
    flight: 'A3 611',
    destination: 'Athens',
    scheduled: '09:15',
    gate: 'C1',
    status: 'Delayed',
  },
  {
    id: 11,
    flight: 'SN 2904',
    destination: 'Brussels',
    scheduled: '09:30',
    gate: 'B6',
    status: 'On time',
  },
  {
    id: 12,
    flight: 'OK 761',
    destination: 'Prague',
    scheduled: '09:45',
    gate: 'A5',
    status: 'On time',
  },
  {
    id: 13,
    flight: 'FI 453',
    destination: 'Reykjavik',
    scheduled: '10:05',
    gate: 'C4',
    status: 'On time',
  },
  {
    id: 14,
    flight: 'BT 622',
    destination: 'Riga',
    scheduled: '10:20',
    gate: 'B1',
    status: 'On time',
  },
  {
    id: 15,
    flight: 'JU 331',
    destination: 'Belgrade',
    scheduled: '10:40',
    gate: 'A4',
    status: 'On time',
  },
  {
    id: 16,
    flight: 'RO 392',
    destination: 'Bucharest',
    scheduled: '11:00',
    gate: 'C3',
    status: 'Delayed',
  },
];

export const departureColumns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'scheduled', headerName: 'Time', width: 80 },
  { field: 'gate', headerName: 'Gate', width: 70 },
  { field: 'status', headerName: 'Status', width: 110 },
];
