import type { GridColDef } from '@mui/x-data-grid-premium';

// Kilograms of roasted coffee sold each month by a small roastery, and the revenue in euros.
export interface MonthlySale {
  id: number;
  month: string;
  espresso: number;
  filter: number;
  decaf: number;
  revenue: number;
}

export const monthlySales: MonthlySale[] = [
  { id: 1, month: 'Jan', espresso: 412, filter: 268, decaf: 64, revenue: 18_950 },
  { id: 2, month: 'Feb', espresso: 398, filter: 251, decaf: 59, revenue: 18_020 },
  { id: 3, month: 'Mar', espresso: 436, filter: 297, decaf: 61, revenue: 20_140 },
  { id: 4, month: 'Apr', espresso: 451, filter: 322, decaf: 58, revenue: 21_030 },
  { id: 5, month: 'May', espresso: 470, filter: 356, decaf: 55, revenue: 22_310 },
  { id: 6, month: 'Jun', espresso: 488, filter: 391, decaf: 52, revenue: 23_480 },
  { id: 7, month: 'Jul', espresso: 463, filter: 402, decaf: 49, revenue: 23_060 },
  { id: 8, month: 'Aug', espresso: 421, filter: 377, decaf: 47, revenue: 21_240 },
  { id: 9, month: 'Sep', espresso: 479, filter: 338, decaf: 57, revenue: 22_150 },
  { id: 10, month: 'Oct', espresso: 502, filter: 305, decaf: 66, revenue: 22_730 },
  { id: 11, month: 'Nov', espresso: 534, filter: 289, decaf: 72, revenue: 23_540 },
  { id: 12, month: 'Dec', espresso: 611, filter: 318, decaf: 88, revenue: 27_160 },
];

const kilograms = (value: number | null) => (value == null ? '' : `${value} kg`);
const euros = (value: number | null) => (value == null ? '' : `€${value.toLocaleString('en-GB')}`);

// Every column can be charted: `chartable` must be set to `true` on each one.
export const monthlyColumns: GridColDef<MonthlySale>[] = [
  { field: 'month', headerName: 'Month', width: 90, chartable: true },
  {
    field: 'espresso',
    headerName: 'Espresso',
    type: 'number',
    width: 110,
    chartable: true,
    valueFormatter: kilograms,
  },
  {
    field: 'filter',
    headerName: 'Filter',
    type: 'number',
    width: 110,
    chartable: true,
    valueFormatter: kilograms,
  },
  {
    field: 'decaf',
    headerName: 'Decaf',
    type: 'number',
    width: 100,
    chartable: true,
    valueFormatter: kilograms,
  },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    chartable: true,
    valueFormatter: euros,
  },
];

// The first half of the year in detail: one row per month, blend and sales channel.
export interface BlendSale {
  id: string;
  month: string;
  blend: string;
  channel: string;
  kilograms: number;
  revenue: number;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const blends = [
  { name: 'House Espresso', kilograms: 180, pricePerKg: 24 },
  { name: 'Ethiopia Yirgacheffe', kilograms: 95, pricePerKg: 34 },
  { name: 'Colombia Huila', kilograms: 110, pricePerKg: 29 },
  { name: 'Swiss Water Decaf', kilograms: 30, pricePerKg: 27 },
];
const channels = [
  { name: 'Café', share: 0.45, priceFactor: 1 },
  { name: 'Online shop', share: 0.3, priceFactor: 1.15 },
  { name: 'Wholesale', share: 0.25, priceFactor: 0.7 },
];

export const blendSales: BlendSale[] = months.flatMap((month, monthIndex) =>
  blends.flatMap((blend, blendIndex) =>
    channels.map((channel, channelIndex) => {
      // A steady spring rise, with a little variation per blend and channel.
      const growth = 1 + monthIndex * 0.04 + ((blendIndex + channelIndex) % 3) * 0.02;
      const kilogramsSold = Math.round(blend.kilograms * channel.share * growth);
      return {
        id: `${month}-${blendIndex}-${channelIndex}`,
        month,
        blend: blend.name,
        channel: channel.name,
        kilograms: kilogramsSold,
        revenue: Math.round(kilogramsSold * blend.pricePerKg * channel.priceFactor),
      };
    }),
  ),
);

export const blendColumns: GridColDef<BlendSale>[] = [
  { field: 'month', headerName: 'Month', width: 90, chartable: true },
  { field: 'blend', headerName: 'Blend', width: 180, chartable: true },
  { field: 'channel', headerName: 'Channel', width: 130, chartable: true },
  {
    field: 'kilograms',
    headerName: 'Kilograms',
    type: 'number',
    width: 110,
    chartable: true,
    valueFormatter: kilograms,
  },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    chartable: true,
    valueFormatter: euros,
  },
];
