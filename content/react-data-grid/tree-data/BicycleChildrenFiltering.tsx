import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridFilterModel } from '@mui/x-data-grid-pro';
import { bicycleParts, bicyclePartColumns, getPartPath } from './bicycleParts';

export default function BicycleChildrenFiltering() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'supplier', operator: 'contains', value: 'Lumen' }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={topLevelOnly}
            onChange={(event) => setTopLevelOnly(event.target.checked)}
          />
        }
        label="Filter assemblies only (disableChildrenFiltering)"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={bicycleParts}
          columns={bicyclePartColumns}
          treeData
          getTreeDataPath={getPartPath}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={topLevelOnly}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
