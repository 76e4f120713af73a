import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridDataSource,
  type GridPivotModel,
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

export default function BikeSalesPivotControlled() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'model' }],
    columns: [{ field: 'region' }],
    values: [{ field: 'units', aggFunc: 'sum' }],
  });

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
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={pivotActive}
            onChange={(event) => setPivotActive(event.target.checked)}
          />
        }
        label="Pivot"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          columns={bikeSaleColumns}
          dataSource={dataSource}
          aggregationFunctions={bikeAggregationFunctions}
          pivotingColDef={pivotingColDef}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pagination
          pageSizeOptions={[25]}
          showToolbar
        />
      </Box>
      <Typography
        variant="body2"
        component="p"
        sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}
      >
        pivotActive: {String(pivotActive)}, pivotModel: {JSON.stringify(pivotModel)}
      </Typography>
    </Stack>
  );
}
