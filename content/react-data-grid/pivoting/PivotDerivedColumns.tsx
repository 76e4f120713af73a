import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridSidebarValue,
  type DataGridPremiumProps,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './bakerySales';

// For date columns, offer the year and the month name as fields of their own.
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (column) => {
  if (column.type !== 'date') {
    return undefined;
  }
  const { field } = column;
  return [
    {
      field: `${field}-year`,
      headerName: `${column.headerName} (year)`,
      valueGetter: (_value, row) => String(new Date(row[field]).getFullYear()),
    },
    {
      field: `${field}-month`,
      headerName: `${column.headerName} (month)`,
      // Zero-padded, so that the columns sort in calendar order.
      valueGetter: (_value, row) => {
        const date = new Date(row[field]);
        return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
      },
    },
  ];
};

const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [{ field: 'month-month', sort: 'asc' }],
  values: [{ field: 'units', aggFunc: 'sum' }],
};

export default function PivotDerivedColumns() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={bakerySales}
        columns={bakeryColumns}
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{
          pivoting: { enabled: true, model: pivotModel },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
