import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';
import { backlog, moveItem, storyColumns, type Story } from './backlog';

interface RankedStory extends Story {
  rank: number;
}

const columns: GridColDef<RankedStory>[] = [
  { field: 'rank', headerName: '#', type: 'number', width: 50, sortable: false },
  ...(storyColumns as GridColDef<RankedStory>[]),
];

export default function BacklogReordering() {
  const [stories, setStories] = React.useState(backlog);
  const [lastMove, setLastMove] = React.useState<GridRowOrderChangeParams | null>(null);

  // The rank is derived from the position, so it follows every move.
  const rows = React.useMemo(
    () => stories.map((story, index) => ({ ...story, rank: index + 1 })),
    [stories],
  );

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setStories((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
    setLastMove(params);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }} role="status">
        {lastMove
          ? `onRowOrderChange: ${lastMove.row.id}, oldIndex ${lastMove.oldIndex}, targetIndex ${lastMove.targetIndex}`
          : 'Drag a story by its handle to change its priority.'}
      </Typography>
    </Box>
  );
}
