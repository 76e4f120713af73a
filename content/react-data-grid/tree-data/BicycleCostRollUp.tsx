import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import {
  bicycleParts,
  bicyclePartColumns,
  euros,
  getPartPath,
  type BicyclePart,
} from './bicycleParts';

/** Cost of every line, its own parts included: a group costs what the lines under it cost. */
const costByPath = new Map<string, number>();
bicycleParts.forEach((part) => {
  const cost = part.quantity * part.unitCost;
  part.path.forEach((_, index) => {
    const key = part.path.slice(0, index + 1).join('/');
    costByPath.set(key, (costByPath.get(key) ?? 0) + cost);
  });
});

const columns: GridColDef<BicyclePart>[] = [
  ...bicyclePartColumns,
  {
    field: 'lineCost',
    headerName: 'Cost',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => costByPath.get(row.path.join('/')) ?? 0,
    valueFormatter: (value: number) => euros.format(value),
  },
];

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Assembly or part',
  width: 240,
};

export default function BicycleCostRollUp() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={bicycleParts}
        columns={columns}
        treeData
        getTreeDataPath={getPartPath}
        groupingColDef={groupingColDef}
        initialState={{
          sorting: { sortModel: [{ field: 'lineCost', sort: 'desc' }] },
          pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] },
        }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
