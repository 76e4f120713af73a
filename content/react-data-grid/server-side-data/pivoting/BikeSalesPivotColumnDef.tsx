import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import {
  bikeAggregationFunctions,
  bikeSaleColumns,
  pivotField,
  queryBikeSales,
} from './bikeSalesServer';

// Beyond the field: a shorter header under each quarter, and a highlighted last quarter.
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (originalField, columnGroupPath) => {
  const quarter = columnGroupPath[columnGroupPath.length - 1];
  return {
    field: pivotField(columnGroupPath, originalField),
    headerName: originalField === 'revenue' ? '€' : 'Bikes',
    width: originalField === 'revenue' ? 110 : 80,
    description: `${originalField === 'revenue' ? 'Revenue' : 'Units sold'} in ${columnGroupPath.join(' ')}`,
    cellClassName: quarter === 'Q4' ? 'bike-sales--q4' : undefined,
  };
};

export default function BikeSalesPivotColumnDef() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) =>
        queryBikeSales({
          groupKeys: params.groupKeys,
          groupFields: params.groupFields,
          pivotModel: params.pivotModel,
          sortModel: params.sortModel,
          filterModel: params.filterModel,
          start: params.start,
          end: params.end,
        }),
      getGroupKey: (row) => row.groupKey ?? String(row.id),
      getChildrenCount: (row) => row.childCount ?? 0,
      getAggregatedValue: (row, field) => row[field],
    }),
    [],
  );

  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .bike-sales--q4': { bgcolor: 'action.hover', fontWeight: 'bold' },
      }}
    >
      <DataGridPremium
        columns={bikeSaleColumns}
        dataSource={dataSource}
        aggregationFunctions={bikeAggregationFunctions}
        pivotingColDef={pivotingColDef}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'category' }],
              columns: [{ field: 'quarter' }],
              values: [
                { field: 'units', aggFunc: 'sum' },
                { field: 'revenue', aggFunc: 'sum' },
              ],
            },
          },
          filter: {
            filterModel: { items: [{ field: 'year', operator: 'equals', value: '2025' }] },
          },
        }}
      />
    </Box>
  );
}
