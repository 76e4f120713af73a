import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { OrgServer, type Employee } from './orgServer';

// This server's answers carry no count of reports: only whether the person manages anyone.
type ChartRow = Omit<Employee, 'reports'> & { isManager: boolean };

const columns: GridColDef<ChartRow>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'site', headerName: 'Site', width: 100 },
];

export default function OrgChartUnknownChildrenCount() {
  const [server] = React.useState(() => new OrgServer());

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, total } = await server.getLevel(params);
        const chartRows: ChartRow[] = rows.map(({ reports, ...person }) => ({
          ...person,
          isManager: reports > 0,
        }));
        return { rows: chartRows, rowCount: total };
      },
      getGroupKey: (row) => (row as ChartRow).id,
      // -1: "has children, how many is not known". 0: a leaf, without an expand button.
      getChildrenCount: (row) => ((row as ChartRow).isManager ? -1 : 0),
    }),
    [server],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Employee', minWidth: 220, hideDescendantCount: true }}
        disableColumnFilter
      />
    </Box>
  );
}
