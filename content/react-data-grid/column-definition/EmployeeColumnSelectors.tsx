import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridColumnDefinitionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { employees, type Employee } from './employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'hiredOn', headerName: 'Hired', width: 110 },
  { field: 'email', headerName: 'Email', width: 230 },
];

/** A footer that reads the column state through two selectors. */
function ColumnSummaryFooter() {
  const apiRef = useGridApiContext();
  // Every column the grid knows, hidden ones included.
  const defined = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  // Only the columns on screen, in display order.
  const visible = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  const hidden = defined.filter((column) => !visible.includes(column));

  return (
    <GridFooterContainer sx={{ px: 2, py: 1, display: 'block' }}>
      <Typography variant="body2">
        {visible.length} of {defined.length} columns visible
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Hidden: {hidden.length > 0 ? hidden.map((column) => column.headerName).join(', ') : 'none'}
      </Typography>
    </GridFooterContainer>
  );
}

export default function EmployeeColumnSelectors() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { email: false, hiredOn: false } } }}
        slots={{ footer: ColumnSummaryFooter }}
      />
    </Box>
  );
}
