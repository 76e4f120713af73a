import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridDataSource,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import { OrgServer, employeeColumns, type Employee } from './orgServer';

export default function OrgChartRefreshBranch() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => new OrgServer());
  const [selected, setSelected] = React.useState<GridRowId | null>(null);
  const [message, setMessage] = React.useState('Click a row, then refresh it.');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, total } = await server.getLevel(params);
        const parent = params.groupKeys?.at(-1) ?? 'the top level';
        setMessage(
          `${new Date().toLocaleTimeString('en-GB')}: loaded ${rows.length} rows for ${parent}.`,
        );
        return { rows, rowCount: total };
      },
      getGroupKey: (row) => (row as Employee).id,
      getChildrenCount: (row) => (row as Employee).reports,
    }),
    [server],
  );

  const refreshBranch = () => {
    if (selected !== null) {
      // Asks the server again for this person's reports, even if they are in the cache.
      apiRef.current?.dataSource.fetchRows(selected, { skipCache: true });
    }
  };

  const refreshAll = () => {
    // The top level again; expanded rows stay expanded (keepChildrenExpanded is true by default).
    apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={refreshBranch}
          disabled={selected === null}
        >
          {selected === null ? 'Refresh the reports of…' : `Refresh the reports of ${selected}`}
        </Button>
        <Button variant="outlined" size="small" onClick={refreshAll}>
          Refresh the top level
        </Button>
      </Box>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={employeeColumns}
          dataSource={dataSource}
          treeData
          onRowClick={(params) => setSelected(params.id)}
          groupingColDef={{ headerName: 'Employee', minWidth: 220 }}
          disableColumnFilter
        />
      </Box>
    </Box>
  );
}
