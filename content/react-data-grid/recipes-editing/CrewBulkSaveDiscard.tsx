import * as React from 'react';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import { crewStatuses, filmCrew, type CrewMember } from './filmCrew';
import { saveCrewMembers } from './crewServer';

const columns: GridColDef<CrewMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
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
];

const editableFields = ['role', 'status', 'dayRate'] as const;

const byId = (rows: CrewMember[]) =>
  Object.fromEntries(rows.map((row) => [row.id, row])) as Record<GridRowId, CrewMember>;

export default function CrewBulkSaveDiscard() {
  const apiRef = useGridApiRef();
  // What the server holds, and the rows edited since the last save.
  const [savedRows, setSavedRows] = React.useState(() => byId(filmCrew));
  const [editedRows, setEditedRows] = React.useState<Record<GridRowId, CrewMember>>({});
  const [saving, setSaving] = React.useState(false);
  const [message, setMessage] = React.useState('');

  const isUnsaved = (id: GridRowId, field: string) => {
    const edited = editedRows[id];
    return (
      edited !== undefined &&
      edited[field as keyof CrewMember] !== savedRows[id][field as keyof CrewMember]
    );
  };

  const unsavedCells = Object.keys(editedRows).reduce(
    (count, id) => count + editableFields.filter((field) => isUnsaved(id, field)).length,
    0,
  );

  // Edits stay local: the grid shows them, and they wait for Save.
  const processRowUpdate = (newRow: CrewMember) => {
    setEditedRows((rows) => ({ ...rows, [newRow.id]: newRow }));
    setMessage('');
    return newRow;
  };

  const saveAll = async () => {
    setSaving(true);
    const saved = await saveCrewMembers(Object.values(editedRows));
    setSavedRows((rows) => ({ ...rows, ...byId(saved) }));
    setEditedRows({});
    setSaving(false);
    setMessage(`${saved.length} row${saved.length === 1 ? '' : 's'} saved.`);
  };

  const discardAll = () => {
    // Put the server's version of every edited row back into the grid.
    apiRef.current?.updateRows(Object.keys(editedRows).map((id) => savedRows[id]));
    setEditedRows({});
    setMessage('Changes discarded.');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button
          size="small"
          variant="contained"
          disabled={unsavedCells === 0 || saving}
          onClick={saveAll}
        >
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={unsavedCells === 0 || saving}
          onClick={discardAll}
        >
          Discard changes
        </Button>
        <Typography role="status" variant="body2">
          {unsavedCells > 0
            ? `${unsavedCells} unsaved change${unsavedCells === 1 ? '' : 's'}`
            : message}
        </Typography>
      </Stack>
      <Box
        sx={{
          height: 400,
          // Unsaved cells: italic, tinted, and marked with a dot, so colour is not the only sign.
          '& .crew-unsaved': {
            fontStyle: 'italic',
            bgcolor: (theme) => alpha(theme.palette.warning.main, 0.18),
          },
          '& .crew-unsaved::after': { content: '"•"', ml: 0.5, fontStyle: 'normal' },
        }}
      >
        <DataGrid
          apiRef={apiRef}
          rows={filmCrew}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getCellClassName={(params: GridCellParams<CrewMember>) =>
            isUnsaved(params.id, params.field) ? 'crew-unsaved' : ''
          }
          hideFooter
        />
      </Box>
    </Box>
  );
}
