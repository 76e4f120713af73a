import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { bicycleParts, bicyclePartColumns, getPartPath } from './bicycleParts';

export default function BicycleTreeData() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={bicycleParts}
        columns={bicyclePartColumns}
        treeData
        getTreeDataPath={getPartPath}
        hideFooter
      />
    </Box>
  );
}
