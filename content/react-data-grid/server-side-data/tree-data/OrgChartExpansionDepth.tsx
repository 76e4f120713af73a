import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { OrgServer, employeeColumns, type Employee } from './orgServer';

export default function OrgChartExpansionDepth() {
  const [server] = React.useState(() => new OrgServer(500));
  const [depth, setDepth] = React.useState(1);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
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
      <FormControl size="small" sx={{ minWidth: 240, mb: 1 }}>
        <InputLabel id="org-depth-label">Expanded on load</InputLabel>
        <Select
          labelId="org-depth-label"
          label="Expanded on load"
          value={depth}
          onChange={(event) => setDepth(Number(event.target.value))}
        >
          <MenuItem value={0}>Nothing (0, the default)</MenuItem>
          <MenuItem value={1}>Heads of department (1)</MenuItem>
          <MenuItem value={-1}>Everything (-1)</MenuItem>
        </Select>
      </FormControl>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          // The depth applies to rows as they arrive: remount to apply a new one.
          key={depth}
          columns={employeeColumns}
          dataSource={dataSource}
          treeData
          defaultGroupingExpansionDepth={depth}
          groupingColDef={{ headerName: 'Employee', minWidth: 220 }}
          disableColumnFilter
        />
      </Box>
    </Box>
  );
}
