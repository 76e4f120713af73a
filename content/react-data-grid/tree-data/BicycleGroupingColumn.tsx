import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridTreeDataGroupingCell,
  type DataGridProProps,
  type GridGroupNode,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { bicycleParts, bicyclePartColumns, getPartPath, type BicyclePart } from './bicycleParts';

/** The tree column: a clearer header, more room, no descendant count and a wider indent. */
const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Assembly or part',
  minWidth: 240,
  flex: 1,
  hideDescendantCount: true,
  renderCell: (params) => (
    <GridTreeDataGroupingCell
      {...(params as GridRenderCellParams<BicyclePart, string, string, GridGroupNode>)}
      hideDescendantCount
      offsetMultiplier={3}
    />
  ),
};

export default function BicycleGroupingColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={bicycleParts}
        columns={bicyclePartColumns}
        treeData
        getTreeDataPath={getPartPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
