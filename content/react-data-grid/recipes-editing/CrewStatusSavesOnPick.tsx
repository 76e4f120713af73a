import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import {
  DataGrid,
  GridCellModes,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { crewStatuses, filmCrew, type CrewMember, type CrewStatus } from './filmCrew';

/** Opens its list at once; choosing an entry saves the cell, with no Enter needed. */
function StatusEditCell(props: GridRenderEditCellParams<CrewMember, CrewStatus>) {
  const { id, field, value, row } = props;
  const apiRef = useGridApiContext();
  const [open, setOpen] = React.useState(true);

  const handleChange = async (event: SelectChangeEvent<CrewStatus>) => {
    setOpen(false);
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value as CrewStatus });
    // An Enter that picked the entry may have saved the cell already.
    if (apiRef.current.getCellMode(id, field) === GridCellModes.Edit) {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Select<CrewStatus>
      value={value ?? row.status}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={handleChange}
      autoFocus
      fullWidth
      variant="standard"
      disableUnderline
      inputProps={{ 'aria-label': `Status of ${row.name}` }}
      sx={{ px: 1.5, typography: 'body2' }}
    >
      {crewStatuses.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<CrewMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', width: 180 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: crewStatuses,
    width: 150,
    editable: true,
    renderEditCell: (params) => <StatusEditCell {...params} />,
  },
];

export default function CrewStatusSavesOnPick() {
  const [lastSaved, setLastSaved] = React.useState('Double-click a status and pick a new one.');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={filmCrew}
          columns={columns}
          processRowUpdate={(newRow: CrewMember, oldRow: CrewMember) => {
            if (newRow.status !== oldRow.status) {
              setLastSaved(`${newRow.name}: ${oldRow.status} → ${newRow.status}, saved.`);
            }
            return newRow;
          }}
          hideFooter
        />
      </Box>
      <Box role="status" sx={{ mt: 1, typography: 'body2' }}>
        {lastSaved}
      </Box>
    </Box>
  );
}
