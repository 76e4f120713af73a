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

// Required with a data source: the field of each column the pivot creates.
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (
  originalField,
  columnGroupPath,
) => ({
  field: pivotField(columnGroupPath, originalField),
});

export default function BikeSalesPivot() {
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
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={bikeSaleColumns}
        dataSource={dataSource}
        aggregationFunctions={bikeAggregationFunctions}
        pivotingColDef={pivotingColDef}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'region' }],
              columns: [{ field: 'quarter' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
        showToolbar
      />
    </Box>
  );
}
