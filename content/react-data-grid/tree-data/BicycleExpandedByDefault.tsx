import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type DataGridProProps } from '@mui/x-data-grid-pro';
import { bicycleParts, bicyclePartColumns, getPartPath } from './bicycleParts';

/** Open the wheels and the two wheels under them; leave the other assemblies closed. */
const openGroups = new Set(['Wheels', 'Front wheel', 'Rear wheel']);
const isGroupExpandedByDefault: DataGridProProps['isGroupExpandedByDefault'] = (node) =>
  openGroups.has(String(node.groupingKey));

export default function BicycleExpandedByDefault() {
  const apiRef = useGridApiRef();
  const [lastChange, setLastChange] = React.useState('Nothing toggled yet.');

  // The grid has no prop for this event: subscribe to it through the API object.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) =>
        setLastChange(
          `${String(node.groupingKey)} ${node.childrenExpanded ? 'expanded' : 'collapsed'}.`,
        ),
      ),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={bicycleParts}
          columns={bicyclePartColumns}
          treeData
          getTreeDataPath={getPartPath}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {lastChange}
      </Typography>
    </Box>
  );
}
