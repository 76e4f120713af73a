import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';
import { backlog, moveItem, storyColumns, type Story } from './backlog';

const columns: GridColDef<Story>[] = [
  ...storyColumns,
  { field: 'release', headerName: 'Release', width: 90 },
];

// Called while the row is dragged, for each place it could land.
// A story may change rank inside its release, but not move to the other one.
const isValidRowReorder: DataGridProProps['isValidRowReorder'] = (context) => {
  const source = context.apiRef.current.getRow<Story>(context.sourceNode.id);
  const target = context.apiRef.current.getRow<Story>(context.targetNode.id);
  return source !== null && source.release === target?.release;
};

export default function SameReleaseReorder() {
  const [rows, setRows] = React.useState(backlog);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setRows((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        isValidRowReorder={isValidRowReorder}
        onRowOrderChange={handleRowOrderChange}
        hideFooter
      />
    </Box>
  );
}
