import * as React from 'react';
import Box from '@mui/material/Box';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type DataGridProProps,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';
import { backlog, moveItem, storyColumns, type Story } from './backlog';

// `__reorder__` is the text the grid shows under the pointer while a row is dragged.
type DraggableStory = Story & { __reorder__: string };

const withDragLabels = (stories: Story[]): DraggableStory[] =>
  stories.map((story) => ({ ...story, __reorder__: `${story.id}: ${story.title}` }));

const columns: GridColDef<DraggableStory>[] = [
  ...(storyColumns as GridColDef<DraggableStory>[]),
  // Declaring the reorder column moves the handle to the end of the row.
  { ...GRID_REORDER_COL_DEF, headerName: 'Move', width: 60 },
];

// The grid passes `fontSize` and `className`; forward them to the Material UI icon.
type IconSlot = NonNullable<NonNullable<DataGridProProps['slots']>['rowReorderIcon']>;
const MoveIcon: IconSlot = ({ fontSize, className }) => (
  <SwapVertIcon fontSize={fontSize} className={className} />
);

export default function BacklogDragLabel() {
  const [rows, setRows] = React.useState(() => withDragLabels(backlog));

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setRows((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        slots={{ rowReorderIcon: MoveIcon }}
        hideFooter
      />
    </Box>
  );
}
