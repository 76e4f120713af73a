import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { OrgServer, employeeColumns, type Employee } from './orgServer';

export default function OrgChartPagination() {
  const [server] = React.useState(() => new OrgServer());

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, total } = await server.getLevel(params);
        // Only top-level answers carry a total: a count in a child answer would replace it.
        return { rows, rowCount: total };
      },
      getGroupKey: (row) => (row as Employee).id,
      getChildrenCount: (row) => (row as Employee).reports,
    }),
    [server],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        columns={employeeColumns}
        dataSource={dataSource}
        treeData
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 3 } } }}
        pageSizeOptions={[3, 5]}
        groupingColDef={{ headerName: 'Employee', minWidth: 220 }}
        disableColumnFilter
      />
    </Box>
  );
}
