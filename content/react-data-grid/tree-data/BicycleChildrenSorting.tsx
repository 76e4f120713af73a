import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridSortModel } from '@mui/x-data-grid-pro';
import { bicycleParts, bicyclePartColumns, getPartPath } from './bicycleParts';

export default function BicycleChildrenSorting() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'partNumber', sort: 'desc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={topLevelOnly}
            onChange={(event) => setTopLevelOnly(event.target.checked)}
          />
        }
        label="Sort assemblies only (disableChildrenSorting)"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={bicycleParts}
          columns={bicyclePartColumns}
          treeData
          getTreeDataPath={getPartPath}
          defaultGroupingExpansionDepth={-1}
          disableChildrenSorting={topLevelOnly}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
