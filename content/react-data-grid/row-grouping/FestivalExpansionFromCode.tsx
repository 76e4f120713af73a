import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  getGroupRowIdFromPath,
  useGridApiRef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

// The id the grid gives the "Sunday" group row, built from its grouping path.
const sundayId = getGroupRowIdFromPath([{ field: 'day', key: 'Sunday' }]);

export default function FestivalExpansionFromCode() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState('No group opened or closed yet.');

  // Fired for every expansion change: clicks, keyboard, and the calls below.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node: GridGroupNode) => {
        setLog(`${String(node.groupingKey)} ${node.childrenExpanded ? 'expanded' : 'collapsed'}.`);
      }),
    [apiRef],
  );

  const toggleSunday = () => {
    const node = apiRef.current?.getRowNode<GridGroupNode>(sundayId);
    if (node) {
      apiRef.current?.setRowChildrenExpansion(sundayId, !node.childrenExpanded);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={toggleSunday}>
          Toggle Sunday
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={festivalSets}
          columns={festivalColumns}
          initialState={{ rowGrouping: { model: ['day', 'stage'] } }}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {log}
      </Typography>
    </Box>
  );
}
