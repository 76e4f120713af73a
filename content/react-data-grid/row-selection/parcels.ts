import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

/** A parcel waiting at a courier's depot to be loaded onto a delivery van. */
export interface Parcel {
  id: string;
  recipient: string;
  town: string;
  service: 'Standard' | 'Express' | 'Freight';
  weightKg: number;
  /** Only parcels that are `Ready` can be loaded. */
  status: 'Ready' | 'On hold' | 'Missing label';
}

export const parcels: Parcel[] = [
  {
    id: 'PX-3101',
    recipient: 'Aoife Brennan',
    town: 'Galway',
    service: 'Express',
    weightKg: 1.2,
    status: 'Ready',
  },
  {
    id: 'PX-3102',
    recipient: 'Marek Zieliński',
    town: 'Athlone',
    service: 'Standard',
    weightKg: 4.8,
    status: 'Ready',
  },
  {
    id: 'PX-3103',
    recipient: 'Nadia Haddad',
    town: 'Tuam',
    service: 'Standard',
    weightKg: 0.6,
    status: 'On hold',
  },
  {
    id: 'PX-3104',
    recipient: 'Declan Moran',
    town: 'Galway',
    service: 'Freight',
    weightKg: 22.5,
    status: 'Ready',
  },
  {
    id: 'PX-3105',
    recipient: 'Sinéad Walsh',
    town: 'Oranmore',
    service: 'Express',
    weightKg: 2.1,
    status: 'Ready',
  },
  {
    id: 'PX-3106',
    recipient: 'Tobias Klein',
    town: 'Loughrea',
    service: 'Standard',
    weightKg: 3.3,
    status: 'Missing label',
  },
  {
    id: 'PX-3107',
    recipient: 'Grace Okonkwo',
    town: 'Galway',
    service: 'Standard',
    weightKg: 0.9,
    status: 'Ready',
  },
  {
    id: 'PX-3108',
    recipient: 'Pádraig Ó Sé',
    town: 'Clifden',
    service: 'Express',
    weightKg: 1.7,
    status: 'Ready',
  },
  {
    id: 'PX-3109',
    recipient: 'Lena Fischer',
    town: 'Athenry',
    service: 'Freight',
    weightKg: 31,
    status: 'On hold',
  },
  {
    id: 'PX-3110',
    recipient: 'Ruairí Nolan',
    town: 'Tuam',
    service: 'Standard',
    weightKg: 5.4,
    status: 'Ready',
  },
  {
    id: 'PX-3111',
    recipient: 'Mei Lin',
    town: 'Galway',
    service: 'Express',
    weightKg: 0.4,
    status: 'Ready',
  },
  {
    id: 'PX-3112',
    recipient: 'Ciara Doyle',
    town: 'Gort',
    service: 'Standard',
    weightKg: 2.8,
    status: 'Ready',
  },
  {
    id: 'PX-3113',
    recipient: 'Yusuf Demir',
    town: 'Ballinasloe',
    service: 'Freight',
    weightKg: 18.2,
    status: 'Ready',
  },
  {
    id: 'PX-3114',
    recipient: 'Orla Kavanagh',
    town: 'Oranmore',
    service: 'Standard',
    weightKg: 1.1,
    status: 'Missing label',
  },
  {
    id: 'PX-3115',
    recipient: 'Jakub Nowicki',
    town: 'Galway',
    service: 'Standard',
    weightKg: 6.7,
    status: 'Ready',
  },
  {
    id: 'PX-3116',
    recipient: 'Eimear Fahy',
    town: 'Clifden',
    service: 'Express',
    weightKg: 0.8,
    status: 'Ready',
  },
];

export const parcelColumns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 100 },
  { field: 'recipient', headerName: 'Recipient', width: 160 },
  { field: 'town', headerName: 'Town', width: 110 },
  { field: 'service', headerName: 'Service', width: 95 },
  {
    field: 'weightKg',
    headerName: 'Weight',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => `${value.toFixed(1)} kg`,
  },
  { field: 'status', headerName: 'Status', width: 120 },
];

/** `{ type: 'include', ids: Set {…} }` as readable text, for the demos that show the model. */
export function describeSelection(model: GridRowSelectionModel): string {
  return `{ type: '${model.type}', ids: new Set(${JSON.stringify([...model.ids])}) }`;
}
