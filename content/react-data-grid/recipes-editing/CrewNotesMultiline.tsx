import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { filmCrew, type CrewMember } from './filmCrew';

/** A text area inside the cell: the row grows with it, since rows fit their content. */
function NotesEditCell(props: GridRenderEditCellParams<CrewMember, string>) {
  const { id, field, value, hasFocus, row } = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLTextAreaElement>(null);

  React.useLayoutEffect(() => {
    const textarea = inputRef.current;
    if (hasFocus && textarea) {
      textarea.focus();
      textarea.setSelectionRange(textarea.value.length, textarea.value.length);
    }
  }, [hasFocus]);

  return (
    <InputBase
      multiline
      fullWidth
      inputRef={inputRef}
      value={value ?? ''}
      onChange={(event) =>
        apiRef.current.setEditCellValue({ id, field, value: event.target.value })
      }
      onKeyDown={(event) => {
        // Shift+Enter is a new line; a plain Enter still reaches the grid and saves.
        if (event.key === 'Enter' && event.shiftKey) {
          event.stopPropagation();
        }
      }}
      inputProps={{ 'aria-label': `Notes about ${row.name}` }}
      sx={{ alignSelf: 'stretch', px: 2, py: 1, typography: 'body2' }}
    />
  );
}

const columns: GridColDef<CrewMember>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'role', headerName: 'Role', width: 170 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 220,
    editable: true,
    display: 'flex',
    // Show every line, not just the first.
    renderCell: ({ value }) => <Box sx={{ whiteSpace: 'pre-line', py: 1 }}>{value}</Box>,
    renderEditCell: (params) => <NotesEditCell {...params} />,
  },
];

export default function CrewNotesMultiline() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={filmCrew} columns={columns} getRowHeight={() => 'auto'} hideFooter />
    </Box>
  );
}
