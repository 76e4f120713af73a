import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { departments, filmCrew, type CrewMember } from './filmCrew';
import { saveCrewMembers } from './crewServer';

/** A row added in the grid and not yet saved once. */
type CrewRow = CrewMember & { isNew?: boolean };

export default function CrewCrudGrid() {
  const [rows, setRows] = React.useState<CrewRow[]>(() => filmCrew.slice(0, 5));
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const [status, setStatus] = React.useState('');
  const nextId = React.useRef(100);

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((model) => ({ ...model, [id]: mode }));

  const addMember = () => {
    nextId.current += 1;
    const id = nextId.current;
    const blank: CrewRow = {
      id,
      name: '',
      department: 'Production',
      role: 'Runner',
      status: 'Pencilled',
      startDate: new Date(2026, 2, 2),
      wrapDate: null,
      dayRate: 160,
      weekRate: 800,
      notes: '',
      isNew: true,
    };
    // At the top, so it is in view, and open for editing with the focus on the name.
    setRows((current) => [blank, ...current]);
    setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'name' });
  };

  const cancel = (row: CrewRow) => {
    if (row.isNew) {
      // Never saved: drop the row and its entry in the model.
      setRows((current) => current.filter((each) => each.id !== row.id));
      setRowModesModel(({ [row.id]: _dropped, ...others }) => others);
      return;
    }
    setMode(row.id, { mode: GridRowModes.View, ignoreModifications: true });
  };

  const remove = (row: CrewRow) => {
    setRows((current) => current.filter((each) => each.id !== row.id));
    setStatus(`${row.name || 'The new row'} removed.`);
  };

  const processRowUpdate = async (newRow: CrewRow) => {
    const [saved] = await saveCrewMembers([{ ...newRow, weekRate: newRow.dayRate * 5 }]);
    const stored: CrewRow = { ...saved, isNew: false };
    // The rows live in state, so keep that state up to date too.
    setRows((current) => current.map((each) => (each.id === stored.id ? stored : each)));
    setStatus(`${stored.name} saved.`);
    return stored;
  };

  const columns: GridColDef<CrewRow>[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 150,
      editable: true,
      preProcessEditCellProps: ({ props }: GridPreProcessEditCellProps) => ({
        ...props,
        error: String(props.value ?? '').trim() === '',
      }),
    },
    {
      field: 'department',
      headerName: 'Department',
      type: 'singleSelect',
      valueOptions: departments,
      width: 130,
      editable: true,
    },
    { field: 'role', headerName: 'Role', width: 170, editable: true },
    { field: 'dayRate', headerName: 'Day rate (€)', type: 'number', width: 110, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ row }) => {
        const label = row.name || 'the new crew member';
        if (rowModesModel[row.id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<CheckIcon />}
              label={`Save ${label}`}
              onClick={() => setMode(row.id, { mode: GridRowModes.View })}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CloseIcon />}
              label={`Cancel changes to ${label}`}
              onClick={() => cancel(row)}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={`Edit ${label}`}
            onClick={() => setMode(row.id, { mode: GridRowModes.Edit, fieldToFocus: 'name' })}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlineIcon />}
            label={`Delete ${label}`}
            onClick={() => remove(row)}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={addMember}>
          Add crew member
        </Button>
        <Typography role="status" variant="body2">
          {status}
        </Typography>
      </Box>
      <Box
        sx={{
          height: 400,
          // A name left empty blocks saving; the outline says why the row stays open.
          '& .MuiDataGrid-editInputCell.Mui-error': {
            boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.error.main}`,
          },
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => setStatus(`Not saved: ${error.message}`)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
