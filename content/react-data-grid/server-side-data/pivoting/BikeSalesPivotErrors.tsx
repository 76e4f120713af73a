import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  useGridApiRef,
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

export default function BikeSalesPivotErrors() {
  const apiRef = useGridApiRef();
  const failRef = React.useRef(false);
  const [fail, setFail] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await queryBikeSales(
          {
            groupKeys: params.groupKeys,
            groupFields: params.groupFields,
            pivotModel: params.pivotModel,
            sortModel: params.sortModel,
            filterModel: params.filterModel,
            start: params.start,
            end: params.end,
          },
          failRef.current,
        );
        setError(null);
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
      <FormControlLabel
        control={
          <Switch
            checked={fail}
            onChange={(event) => {
              failRef.current = event.target.checked;
              setFail(event.target.checked);
            }}
          />
        }
        label="Make the next requests fail"
      />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setError(null);
                apiRef.current?.dataSource.fetchRows();
              }}
            >
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={bikeSaleColumns}
          dataSource={dataSource}
          aggregationFunctions={bikeAggregationFunctions}
          pivotingColDef={pivotingColDef}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          initialState={{
            pivoting: {
              enabled: true,
              model: {
                rows: [{ field: 'region' }],
                columns: [{ field: 'category' }],
                values: [{ field: 'units', aggFunc: 'sum' }],
              },
            },
          }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
