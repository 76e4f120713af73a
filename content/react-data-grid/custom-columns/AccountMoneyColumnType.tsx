import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';
import { accounts, type CustomerAccount } from './customerAccounts';

const eurFormat = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

// A money column: a number column (sorting, filters, right alignment) with a currency format.
const eurColumnType: GridColTypeDef<number, string> = {
  type: 'number',
  width: 130,
  valueFormatter: (value: number | null) => (value == null ? '' : eurFormat.format(value)),
  cellClassName: 'tabular-figures',
};

// A rate stored as a fraction in the row (0.15) that the column shows, sorts, filters and edits
// as a percentage (15). The getter and the setter convert in both directions.
const percentColumnType: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueGetter: (value: number) => Math.round(value * 1000) / 10,
  valueSetter: (value, row, column) => ({ ...row, [column.field]: value / 100 }),
  valueFormatter: (value: number | null) => (value == null ? '' : `${value} %`),
  cellClassName: 'tabular-figures',
};

const columns: GridColDef<CustomerAccount>[] = [
  { field: 'company', headerName: 'Company', minWidth: 180, flex: 1 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'monthlyFee', headerName: 'List price / month', ...eurColumnType, width: 160 },
  { field: 'discount', headerName: 'Discount', ...percentColumnType, editable: true },
  {
    field: 'yearlyValue',
    headerName: 'Yearly value',
    ...eurColumnType,
    valueGetter: (_value, row) => row.monthlyFee * 12 * (1 - row.discount),
  },
];

export default function AccountMoneyColumnType() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .tabular-figures': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <DataGrid rows={accounts} columns={columns} />
    </Box>
  );
}
