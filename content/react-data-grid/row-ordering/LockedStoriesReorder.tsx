import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type DataGridProProps,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';
import { backlog, moveItem, storyColumns } from './backlog';

// Work that has started keeps its place; only stories still to do can be dragged.
const isRowReorderable: DataGridProProps['isRowReorderable'] = ({ row }) => row.status === 'To do';

export default function LockedStoriesReorder() {
  const [rows, setRows] = React.useState(backlog);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setRows((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={storyColumns}
        rowReordering
        isRowReorderable={isRowReorderable}
        onRowOrderChange={handleRowOrderChange}
        hideFooter
      />
    </Box>
  );
}
