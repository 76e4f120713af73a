import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

export default function BikeSalesPivotRequest() {
  const [sent, setSent] = React.useState('—');
  const [received, setReceived] = React.useState('—');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setSent(
          JSON.stringify({
            pivotModel: params.pivotModel,
            groupFields: params.groupFields,
            groupKeys: params.groupKeys,
          }),
        );
        const answer = await queryBikeSales({
          groupKeys: params.groupKeys,
          groupFields: params.groupFields,
          pivotModel: params.pivotModel,
          sortModel: params.sortModel,
          filterModel: params.filterModel,
          start: params.start,
          end: params.end,
        });
        setReceived(
          JSON.stringify({ pivotColumns: answer.pivotColumns, firstRow: answer.rows[0] ?? null }),
        );
        return answer;
      },
      getGroupKey: (row) => row.groupKey ?? String(row.id),
      getChildrenCount: (row) => row.childCount ?? 0,
      getAggregatedValue: (row, field) => row[field],
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
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
                columns: [{ field: 'year' }],
                values: [
                  { field: 'units', aggFunc: 'sum' },
                  { field: 'revenue', aggFunc: 'avg' },
                ],
              },
            },
          }}
          showToolbar
        />
      </Box>
      <Box sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
        <Typography variant="subtitle2" component="p">
          Last request
        </Typography>
        <p>{sent}</p>
        <Typography variant="subtitle2" component="p">
          Last answer (pivot columns and first row)
        </Typography>
        <p>{received}</p>
      </Box>
    </Stack>
  );
}
