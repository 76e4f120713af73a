import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';
import { crewStatuses, filmCrew, type CrewMember } from './filmCrew';

const columns: GridColDef<CrewMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
  { field: 'role', headerName: 'Role', width: 180, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: crewStatuses,
    width: 130,
    editable: true,
  },
  { field: 'dayRate', headerName: 'Day rate (€)', type: 'number', width: 120, editable: true },
  { field: 'department', headerName: 'Department', width: 120 },
];

export default function CrewSingleClickEditing() {
  const apiRef = useGridApiRef();

  const handleCellClick = (params: GridCellParams<CrewMember>) => {
    // Clicks inside an open editor, and on read-only cells, keep their usual meaning.
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) {
      return;
    }
    // By now the grid has already saved the cell that was open before, if any.
    apiRef.current?.startCellEditMode({ id: params.id, field: params.field });
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={filmCrew}
        columns={columns}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
