import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import {
  departments,
  filmCrew,
  rolesByDepartment,
  type CrewMember,
  type Department,
} from './filmCrew';

/** The department select: picking a department also picks its first role, so the row stays coherent. */
function DepartmentEditCell(params: GridRenderEditCellParams<CrewMember, Department>) {
  const apiRef = useGridApiContext();

  const handleValueChange = async (_event: unknown, department: Department) => {
    await apiRef.current.setEditCellValue({
      id: params.id,
      field: 'role',
      value: rolesByDepartment[department][0],
    });
  };

  return <GridEditSingleSelectCell {...params} onValueChange={handleValueChange} />;
}

const columns: GridColDef<CrewMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: departments,
    width: 140,
    editable: true,
    renderEditCell: (params) => <DepartmentEditCell {...params} />,
  },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    width: 200,
    editable: true,
    // While a row is edited, `row` holds the department being edited, so the list follows it.
    // Without a row (the filter panel), every role is offered.
    valueOptions: ({ row }) =>
      row ? rolesByDepartment[row.department] : Object.values(rolesByDepartment).flat(),
  },
];

export default function CrewDependentRole() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={filmCrew} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
