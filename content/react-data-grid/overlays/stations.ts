import type { GridColDef } from '@mui/x-data-grid';

/** A docking station of a city's bike-sharing scheme. */
export interface Station {
  id: string;
  name: string;
  district: string;
  bikes: number;
  docks: number;
  status: 'In service' | 'Maintenance' | 'Closed';
}

export const stations: Station[] = [
  {
    id: 'S01',
    name: 'Central Station',
    district: 'Centre',
    bikes: 14,
    docks: 6,
    status: 'In service',
  },
  {
    id: 'S02',
    name: 'Harbour Gate',
    district: 'Docklands',
    bikes: 3,
    docks: 17,
    status: 'In service',
  },
  {
    id: 'S03',
    name: 'University Library',
    district: 'Campus',
    bikes: 0,
    docks: 20,
    status: 'In service',
  },
  {
    id: 'S04',
    name: 'Market Square',
    district: 'Centre',
    bikes: 9,
    docks: 3,
    status: 'Maintenance',
  },
  {
    id: 'S05',
    name: 'Riverside Park',
    district: 'Westbank',
    bikes: 11,
    docks: 9,
    status: 'In service',
  },
  {
    id: 'S06',
    name: 'Old Brewery',
    district: 'Docklands',
    bikes: 6,
    docks: 10,
    status: 'In service',
  },
  {
    id: 'S07',
    name: 'Hospital North',
    district: 'Northgate',
    bikes: 2,
    docks: 14,
    status: 'Closed',
  },
  {
    id: 'S08',
    name: 'Stadium East',
    district: 'Northgate',
    bikes: 18,
    docks: 2,
    status: 'In service',
  },
  {
    id: 'S09',
    name: 'Botanical Garden',
    district: 'Westbank',
    bikes: 7,
    docks: 7,
    status: 'In service',
  },
  { id: 'S10', name: 'Tram Depot', district: 'Campus', bikes: 12, docks: 4, status: 'Maintenance' },
];

export const stationColumns: GridColDef<Station>[] = [
  { field: 'name', headerName: 'Station', flex: 1, minWidth: 160 },
  { field: 'district', headerName: 'District', width: 110 },
  { field: 'bikes', headerName: 'Bikes', type: 'number', width: 80 },
  { field: 'docks', headerName: 'Free docks', type: 'number', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['In service', 'Maintenance', 'Closed'],
    width: 120,
  },
];

/**
 * A stand-in for the scheme's live feed: answers after `latency` ms with a copy of the stations,
 * or rejects when `fail` is true, as a feed that is down would. No network request.
 */
export function fetchStations({ fail = false, latency = 800 } = {}): Promise<Station[]> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) {
        reject(new Error('The station feed did not answer (HTTP 503).'));
        return;
      }
      resolve(stations.map((station) => ({ ...station })));
    }, latency);
  });
}
