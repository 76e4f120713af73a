import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { programme, rooms, type ProgrammeSlot } from './talks';

const columns: GridColDef<ProgrammeSlot>[] = [
  { field: 'start', headerName: 'Time', width: 80 },
  ...rooms.map(
    (room): GridColDef<ProgrammeSlot> => ({
      field: room,
      headerName: room,
      flex: 1,
      minWidth: 220,
      sortable: false,
    }),
  ),
];

// Headers and cells both carry data-field: the closest one names the column of an element.
function fieldOf(target: EventTarget | null) {
  const element = target instanceof Element ? target.closest('[data-field]') : null;
  const field = element?.getAttribute('data-field');
  return field && field !== 'start' ? field : null;
}

export default function TalksColumnHighlight() {
  const [hovered, setHovered] = React.useState<string | null>(null);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        // Event delegation on a wrapper: one listener for every header and cell.
        onMouseOver={(event) => setHovered(fieldOf(event.target))}
        onMouseLeave={() => setHovered(null)}
        onFocus={(event) => setFocused(fieldOf(event.target))}
        sx={(theme) => {
          const primary = (theme.vars || theme).palette.primary.main;
          return {
            height: 290,
            ...(hovered && {
              [`& [data-field="${hovered}"]`]: {
                backgroundColor: theme.alpha(primary, 0.06),
              },
            }),
            // The followed column: a stronger tint, and borders on both sides, so it is not
            // told by colour alone.
            ...(focused && {
              [`& [data-field="${focused}"]`]: {
                backgroundColor: theme.alpha(primary, 0.12),
                boxShadow: `inset 2px 0 0 ${primary}, inset -2px 0 0 ${primary}`,
              },
              [`& .MuiDataGrid-columnHeader[data-field="${focused}"] .MuiDataGrid-columnHeaderTitle`]:
                { fontWeight: 700, textDecoration: 'underline' },
            }),
          };
        }}
      >
        <DataGrid
          rows={programme}
          columns={columns}
          hideFooter
          disableRowSelectionOnClick
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal' } }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {focused
          ? `Following the ${focused} room. Click a cell or move with the arrow keys to follow another.`
          : 'Click a talk, or tab into the grid, to follow its room through the day.'}
      </Typography>
    </Box>
  );
}
