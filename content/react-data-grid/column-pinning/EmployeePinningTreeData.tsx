import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from './employees';
import { employeeColumns } from './employeeColumns';

// The grouping column already shows the name, so the name column is left out.
const columns: GridColDef<Employee>[] = employeeColumns.filter((column) => column.field !== 'name');

const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.hierarchy;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Reports to',
  width: 250,
};

export default function EmployeePinningTreeData() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        rows={employees}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        initialState={{ pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] } }}
        hideFooter
      />
    </Box>
  );
}
