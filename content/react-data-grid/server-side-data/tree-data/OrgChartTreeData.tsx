import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { OrgServer, employeeColumns, type Employee } from './orgServer';

export default function OrgChartTreeData() {
  const [server] = React.useState(() => new OrgServer());

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      // Called for the top level, then for a manager's reports when the row is expanded.
      getRows: async (params) => {
        const { rows, total } = await server.getLevel(params);
        return { rows, rowCount: total };
      },
      // The key of a row in its parent's path: here the person's name.
      getGroupKey: (row) => (row as Employee).id,
      // Whether the row can be expanded, and the number shown next to its name.
      getChildrenCount: (row) => (row as Employee).reports,
    }),
    [server],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={employeeColumns}
        dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Employee', minWidth: 220 }}
        disableColumnFilter
      />
    </Box>
  );
}
