import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { OrgServer, employeeColumns, type Employee } from './orgServer';

export default function OrgChartRequestLog() {
  const [server] = React.useState(() => new OrgServer());
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const keys = params.groupKeys ?? [];
        const line = keys.length === 0 ? 'top level' : `groupKeys ${JSON.stringify(keys)}`;
        setLog((previous) => [`getRows: ${line}`, ...previous].slice(0, 6));
        const { rows, total } = await server.getLevel(params);
        return { rows, rowCount: total };
      },
      getGroupKey: (row) => (row as Employee).id,
      getChildrenCount: (row) => (row as Employee).reports,
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          columns={employeeColumns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Employee', minWidth: 220 }}
          disableColumnFilter
        />
      </Box>
      <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
        Requests, newest first
      </Typography>
      <Box
        component="ol"
        reversed
        aria-label="Requests, newest first"
        sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 12, minHeight: 110 }}
      >
        {log.map((line, index) => (
          <li key={log.length - index}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
