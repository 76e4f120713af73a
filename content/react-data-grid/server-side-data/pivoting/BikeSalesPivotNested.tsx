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

const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (
  originalField,
  columnGroupPath,
) => ({
  field: pivotField(columnGroupPath, originalField),
});

export default function BikeSalesPivotNested() {
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
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={bikeSaleColumns}
        dataSource={dataSource}
        aggregationFunctions={bikeAggregationFunctions}
        pivotingColDef={pivotingColDef}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              // Two row levels: regions, then the dealers of a region once expanded.
              rows: [{ field: 'region' }, { field: 'dealer' }],
              // Two column levels: years, newest first, then quarters.
              columns: [{ field: 'year', sort: 'desc' }, { field: 'quarter' }],
              values: [{ field: 'units', aggFunc: 'sum' }],
            },
          },
        }}
        showToolbar
      />
    </Box>
  );
}
