import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  getGroupRowIdFromPath,
  useGridApiRef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets, type FestivalSet } from './festival';

export default function FestivalGroupChildren() {
  const apiRef = useGridApiRef();
  const [text, setText] = React.useState('Click a group row to list its sets.');

  const list = (groupId: GridRowId, title: string) => {
    const ids =
      apiRef.current?.getRowGroupChildren({
        groupId,
        // In the order on screen, and only the sets that pass the filters.
        applySorting: true,
        applyFiltering: true,
      }) ?? [];
    const acts = ids.map((id) => apiRef.current?.getRow<FestivalSet>(id)?.act);
    setText(`${title}: ${acts.join(', ')} (${acts.length}).`);
  };

  const handleRowClick = (params: GridRowParams<FestivalSet>) => {
    const node = apiRef.current?.getRowNode(params.id);
    if (node?.type === 'group') {
      list(params.id, String(node.groupingKey));
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() =>
          list(
            // No need to find the row: its id follows from the grouping path.
            getGroupRowIdFromPath([
              { field: 'day', key: 'Saturday' },
              { field: 'genre', key: 'Folk' },
            ]),
            'Folk on Saturday',
          )
        }
      >
        List Saturday&apos;s folk sets
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={festivalSets}
          columns={festivalColumns}
          onRowClick={handleRowClick}
          initialState={{ rowGrouping: { model: ['day', 'genre'] } }}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {text}
      </Typography>
    </Box>
  );
}
