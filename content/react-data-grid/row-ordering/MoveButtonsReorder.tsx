import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';
import { backlog, moveItem, storyColumns, type Story } from './backlog';

interface PlacedStory extends Story {
  position: number;
}

export default function MoveButtonsReorder() {
  const [stories, setStories] = React.useState(backlog);

  const rows = React.useMemo(
    () => stories.map((story, position) => ({ ...story, position })),
    [stories],
  );

  const move = React.useCallback((from: number, to: number) => {
    setStories((previous) => moveItem(previous, from, to));
  }, []);

  const columns = React.useMemo<GridColDef<PlacedStory>[]>(
    () => [
      ...(storyColumns as GridColDef<PlacedStory>[]),
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Priority',
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="up"
            icon={<ArrowUpwardIcon />}
            label={`Move ${row.id} up`}
            disabled={row.position === 0}
            onClick={() => move(row.position, row.position - 1)}
          />,
          <GridActionsCellItem
            key="down"
            icon={<ArrowDownwardIcon />}
            label={`Move ${row.id} down`}
            disabled={row.position === backlog.length - 1}
            onClick={() => move(row.position, row.position + 1)}
          />,
        ],
      },
    ],
    [move],
  );

  // Drag and drop and the buttons update the same state.
  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    move(params.oldIndex, params.targetIndex);
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        hideFooter
      />
    </Box>
  );
}
