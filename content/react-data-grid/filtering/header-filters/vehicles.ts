import type { GridColDef } from '@mui/x-data-grid-pro';

/** A vehicle of a city council's fleet. */
export interface Vehicle {
  id: number;
  plate: string;
  model: string;
  department: 'Parks' | 'Waste' | 'Roads' | 'Housing';
  fuel: 'Electric' | 'Diesel' | 'Hybrid';
  mileageKm: number;
  /** `YYYY-MM-DD` of the next compulsory inspection. */
  nextInspection: string;
  inService: boolean;
}

export const vehicles: Vehicle[] = [
  {
    id: 1,
    plate: 'NC21 KPD',
    model: 'Nissan e-NV200',
    department: 'Parks',
    fuel: 'Electric',
    mileageKm: 38200,
    nextInspection: '2027-02-14',
    inService: true,
  },
  {
    id: 2,
    plate: 'NC18 RWT',
    model: 'Ford Transit',
    department: 'Roads',
    fuel: 'Diesel',
    mileageKm: 121500,
    nextInspection: '2026-12-03',
    inService: true,
  },
  {
    id: 3,
    plate: 'NC22 LHB',
    model: 'Renault Kangoo E-Tech',
    department: 'Housing',
    fuel: 'Electric',
    mileageKm: 19400,
    nextInspection: '2027-05-20',
    inService: true,
  },
  {
    id: 4,
    plate: 'NC16 DZA',
    model: 'Dennis Eagle refuse truck',
    department: 'Waste',
    fuel: 'Diesel',
    mileageKm: 164800,
    nextInspection: '2026-11-28',
    inService: false,
  },
  {
    id: 5,
    plate: 'NC20 MFE',
    model: 'Toyota Corolla',
    department: 'Housing',
    fuel: 'Hybrid',
    mileageKm: 72300,
    nextInspection: '2027-01-09',
    inService: true,
  },
  {
    id: 6,
    plate: 'NC19 GUX',
    model: 'Iveco Daily',
    department: 'Roads',
    fuel: 'Diesel',
    mileageKm: 98700,
    nextInspection: '2027-03-30',
    inService: true,
  },
  {
    id: 7,
    plate: 'NC23 TOV',
    model: 'Volvo FE Electric',
    department: 'Waste',
    fuel: 'Electric',
    mileageKm: 24100,
    nextInspection: '2027-06-11',
    inService: true,
  },
  {
    id: 8,
    plate: 'NC17 BSP',
    model: 'Ford Ranger',
    department: 'Parks',
    fuel: 'Diesel',
    mileageKm: 133900,
    nextInspection: '2026-12-19',
    inService: false,
  },
  {
    id: 9,
    plate: 'NC21 YHC',
    model: 'Toyota RAV4',
    department: 'Parks',
    fuel: 'Hybrid',
    mileageKm: 51600,
    nextInspection: '2027-04-02',
    inService: true,
  },
  {
    id: 10,
    plate: 'NC24 AEL',
    model: 'Renault Master E-Tech',
    department: 'Roads',
    fuel: 'Electric',
    mileageKm: 8900,
    nextInspection: '2027-09-15',
    inService: true,
  },
  {
    id: 11,
    plate: 'NC15 KRM',
    model: 'Mercedes Sprinter',
    department: 'Waste',
    fuel: 'Diesel',
    mileageKm: 187300,
    nextInspection: '2026-12-07',
    inService: true,
  },
  {
    id: 12,
    plate: 'NC22 PWN',
    model: 'Kia Niro',
    department: 'Housing',
    fuel: 'Hybrid',
    mileageKm: 33800,
    nextInspection: '2027-02-27',
    inService: true,
  },
];

/** `YYYY-MM-DD` as a local date, so that no time zone shifts the day. */
function localDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

const kilometres = new Intl.NumberFormat('en-GB');

export const vehicleColumns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 130 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 200 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Parks', 'Waste', 'Roads', 'Housing'],
    width: 150,
  },
  {
    field: 'fuel',
    headerName: 'Fuel',
    type: 'singleSelect',
    valueOptions: ['Electric', 'Diesel', 'Hybrid'],
    width: 130,
  },
  {
    field: 'mileageKm',
    headerName: 'Mileage (km)',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => kilometres.format(value),
  },
  {
    field: 'nextInspection',
    headerName: 'Next inspection',
    type: 'date',
    width: 170,
    valueGetter: (value: string) => localDate(value),
  },
  { field: 'inService', headerName: 'In service', type: 'boolean', width: 130 },
];
