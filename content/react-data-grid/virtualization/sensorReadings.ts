import type { GridColDef } from '@mui/x-data-grid';

/** One sensor of a city's air-quality network. Its daily readings are computed, not stored. */
export interface Sensor {
  id: number;
  station: string;
  pollutant: 'PM2.5' | 'PM10' | 'NO₂' | 'O₃';
}

const districts = [
  'Docklands',
  'Old Town',
  'Northgate',
  'Riverside',
  'University',
  'Airport',
  'Harbour',
  'Westfield',
];
const pollutants: Sensor['pollutant'][] = ['PM2.5', 'PM10', 'NO₂', 'O₃'];

/** Builds `count` sensors from their index only: the same list on every render and every machine. */
export function makeSensors(count: number): Sensor[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    station: `${districts[index % districts.length]} ${String(Math.floor(index / districts.length) + 1).padStart(4, '0')}`,
    pollutant: pollutants[(index * 7) % pollutants.length],
  }));
}

/** A reading in µg/m³ for a sensor and a day, from a small integer hash: no randomness, no storage. */
export function reading(sensorId: number, day: number): number {
  let value = (sensorId * 2654435761 + day * 40503) >>> 0;
  value = (value ^ (value >>> 15)) >>> 0;
  return 5 + (value % 600) / 10;
}

/** The identity columns, then one column per day of a 30-day month. */
export function makeSensorColumns(days: number): GridColDef<Sensor>[] {
  const dayColumns: GridColDef<Sensor>[] = Array.from({ length: days }, (_, index) => ({
    field: `day${index + 1}`,
    headerName: `Day ${index + 1}`,
    type: 'number',
    width: 90,
    valueGetter: (_value: never, row: Sensor) => reading(row.id, index + 1),
    valueFormatter: (value: number) => value.toFixed(1),
  }));
  return [
    { field: 'id', headerName: 'Sensor', type: 'number', width: 90 },
    { field: 'station', headerName: 'Station', width: 150 },
    { field: 'pollutant', headerName: 'Pollutant', width: 100 },
    ...dayColumns,
  ];
}
