import type { GridColDef } from '@mui/x-data-grid';

export type TransportMode = 'Sea' | 'Air' | 'Road' | 'Rail';
export type ShipmentStatus = 'Booked' | 'In transit' | 'Held at customs' | 'Delivered';

/** One consignment handled by a small freight forwarder. */
export interface Shipment {
  id: string;
  customer: string;
  origin: string;
  destination: string;
  mode: TransportMode;
  status: ShipmentStatus;
  /** Gross weight in kilograms. */
  weight: number;
  /** Declared value of the goods, in euros. */
  value: number;
  /** `YYYY-MM-DD`. */
  departure: string;
  /** The consignee's phone number, as the customer typed it. */
  contact: string;
  /** Free text from the booking form. */
  notes: string;
  /** The warehouse's internal bin code: useful on screen, meaningless to customers. */
  bin: string;
}

export const shipments: Shipment[] = [
  {
    id: 'SHP-3101',
    customer: 'Nordlys Furniture',
    origin: 'Gdańsk',
    destination: 'Bergen',
    mode: 'Sea',
    status: 'Delivered',
    weight: 12400,
    value: 86500,
    departure: '2026-03-02',
    contact: '+47 55 30 19 40',
    notes: 'Two 40 ft containers',
    bin: 'A-04-2',
  },
  {
    id: 'SHP-3102',
    customer: 'Casa Oliveira',
    origin: 'Porto',
    destination: 'Lyon',
    mode: 'Road',
    status: 'Delivered',
    weight: 3150,
    value: 18200,
    departure: '2026-03-04',
    contact: '+33 4 72 10 55 81',
    notes: 'Tail-lift needed at delivery',
    bin: 'B-11-1',
  },
  {
    id: 'SHP-3103',
    customer: 'Helix Diagnostics',
    origin: 'Basel',
    destination: 'Singapore',
    mode: 'Air',
    status: 'In transit',
    weight: 240,
    value: 154000,
    departure: '2026-03-09',
    contact: '+65 6221 4870',
    notes: 'Keep between 2 and 8 °C',
    bin: 'C-01-4',
  },
  {
    id: 'SHP-3104',
    customer: 'Marlowe & Finch',
    origin: 'Felixstowe',
    destination: 'Rotterdam',
    mode: 'Sea',
    status: 'Held at customs',
    weight: 8760,
    value: 41300,
    departure: '2026-03-10',
    contact: '+31 10 402 7731',
    notes: '=Awaiting EORI number',
    bin: 'A-07-3',
  },
  {
    id: 'SHP-3105',
    customer: 'Tatra Bikes',
    origin: 'Žilina',
    destination: 'Vienna',
    mode: 'Rail',
    status: 'In transit',
    weight: 5400,
    value: 62800,
    departure: '2026-03-11',
    contact: '+43 1 512 66 09',
    notes: '180 boxed bicycles, stack max. 3 high',
    bin: 'D-02-2',
  },
  {
    id: 'SHP-3106',
    customer: 'Kaffebrenneriet',
    origin: 'Santos',
    destination: 'Oslo',
    mode: 'Sea',
    status: 'Booked',
    weight: 19200,
    value: 97400,
    departure: '2026-03-16',
    contact: '+47 22 17 40 03',
    notes: 'Green coffee, 320 jute sacks',
    bin: 'A-01-1',
  },
  {
    id: 'SHP-3107',
    customer: 'Lumen Optics',
    origin: 'Eindhoven',
    destination: 'Milan',
    mode: 'Road',
    status: 'In transit',
    weight: 860,
    value: 73900,
    departure: '2026-03-17',
    contact: '+39 02 8725 1190',
    notes: 'Fragile: lenses, do not double-stack',
    bin: 'B-03-4',
  },
  {
    id: 'SHP-3108',
    customer: 'Helix Diagnostics',
    origin: 'Basel',
    destination: 'Boston',
    mode: 'Air',
    status: 'Booked',
    weight: 310,
    value: 212000,
    departure: '2026-03-19',
    contact: '+1 617 555 0142',
    notes: '-20 °C dry ice, UN1845',
    bin: 'C-01-2',
  },
  {
    id: 'SHP-3109',
    customer: 'Verde Ceramica',
    origin: 'Valencia',
    destination: 'Hamburg',
    mode: 'Rail',
    status: 'Booked',
    weight: 14100,
    value: 38600,
    departure: '2026-03-20',
    contact: '+49 40 3095 2214',
    notes: 'Floor tiles on 22 pallets',
    bin: 'D-05-1',
  },
  {
    id: 'SHP-3110',
    customer: 'Nordlys Furniture',
    origin: 'Gdańsk',
    destination: 'Stavanger',
    mode: 'Sea',
    status: 'Booked',
    weight: 9900,
    value: 70100,
    departure: '2026-03-23',
    contact: '+47 51 84 02 77',
    notes: 'One 40 ft container',
    bin: 'A-04-1',
  },
  {
    id: 'SHP-3111',
    customer: 'Casa Oliveira',
    origin: 'Porto',
    destination: 'Brussels',
    mode: 'Road',
    status: 'Booked',
    weight: 2760,
    value: 15900,
    departure: '2026-03-24',
    contact: '+32 2 511 48 30',
    notes: 'Deliver before 10:00, loading bay 4',
    bin: 'B-11-3',
  },
  {
    id: 'SHP-3112',
    customer: 'Marlowe & Finch',
    origin: 'Felixstowe',
    destination: 'Antwerp',
    mode: 'Sea',
    status: 'Booked',
    weight: 7350,
    value: 35200,
    departure: '2026-03-27',
    contact: '+32 3 229 71 05',
    notes: 'Books and stationery, "Spring list"',
    bin: 'A-07-1',
  },
];

export const euro = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export const kilograms = new Intl.NumberFormat('en-GB', { style: 'unit', unit: 'kilogram' });

/** `YYYY-MM-DD` as a local date, so that no time zone shifts the day. */
export function localDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The columns most demos on the page start from; each demo changes only what it teaches. */
export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  {
    field: 'mode',
    headerName: 'Mode',
    type: 'singleSelect',
    valueOptions: ['Sea', 'Air', 'Road', 'Rail'],
    width: 90,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Booked', 'In transit', 'Held at customs', 'Delivered'],
    width: 140,
  },
  {
    field: 'weight',
    headerName: 'Weight',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => kilograms.format(value),
  },
  {
    field: 'value',
    headerName: 'Declared value',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => euro.format(value),
  },
  {
    field: 'departure',
    headerName: 'Departure',
    type: 'date',
    width: 120,
    valueGetter: (value: string) => localDate(value),
  },
];
