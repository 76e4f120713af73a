import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridGetRowsError,
  useGridApiRef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridUpdateRowError,
} from '@mui/x-data-grid-pro';
import { OrgServer, employeeColumns, type Employee } from './orgServer';

export default function OrgChartChildErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => new OrgServer());
  const [failing, setFailing] = React.useState(false);
  // The managers whose reports could not be loaded, by row id.
  const [failedParents, setFailedParents] = React.useState<string[]>([]);
  const [topLevelError, setTopLevelError] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, total } = await server.getLevel(params);
        const parent = params.groupKeys?.at(-1);
        if (parent) {
          setFailedParents((previous) => previous.filter((id) => id !== parent));
        } else {
          setTopLevelError(null);
        }
        return { rows, rowCount: total };
      },
      getGroupKey: (row) => (row as Employee).id,
      getChildrenCount: (row) => (row as Employee).reports,
    }),
    [server],
  );

  const handleError = (error: GridGetRowsError<GridGetRowsParams> | GridUpdateRowError) => {
    if (!(error instanceof GridGetRowsError)) {
      return;
    }
    // In this chart, the group key of a row is also its id.
    const parent = (error.params as GridGetRowsParams).groupKeys?.at(-1);
    if (parent) {
      setFailedParents((previous) =>
        previous.includes(parent) ? previous : [...previous, parent],
      );
    } else {
      setTopLevelError(error.message);
    }
  };

  const retry = () => {
    if (topLevelError) {
      apiRef.current?.dataSource.fetchRows();
    }
    failedParents.forEach((id) => apiRef.current?.dataSource.fetchRows(id));
  };

  const hasErrors = topLevelError !== null || failedParents.length > 0;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              server.setFailing(event.target.checked);
              setFailing(event.target.checked);
            }}
          />
        }
        label="Make the server fail"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={employeeColumns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          treeData
          groupingColDef={{ headerName: 'Employee', minWidth: 220 }}
          disableColumnFilter
        />
      </Box>
      <Alert
        severity={hasErrors ? 'error' : 'info'}
        role="status"
        sx={{ mt: 1 }}
        action={
          hasErrors ? (
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          ) : undefined
        }
      >
        {hasErrors
          ? [
              topLevelError,
              failedParents.length > 0
                ? `Reports not loaded for: ${failedParents.join(', ')}.`
                : null,
            ]
              .filter(Boolean)
              .join(' ')
          : 'Turn on the switch, then expand a few people.'}
      </Alert>
    </Box>
  );
}
