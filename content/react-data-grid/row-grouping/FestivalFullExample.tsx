import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets, type FestivalSet } from './festival';

const columns: GridColDef<FestivalSet>[] = festivalColumns.map((column) =>
  column.field === 'act' ? { ...column, groupable: false } : column,
);

const groupingColDef: GridGroupingColDefOverride<FestivalSet> = {
  headerName: 'Programme',
  leafField: 'act',
  width: 240,
};

export default function FestivalFullExample() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['day', 'stage'] },
      // Each group adds up its sets' minutes and fees.
      aggregation: { model: { minutes: 'sum', fee: 'sum' } },
      columns: { columnVisibilityModel: { act: false } },
    },
  });

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={festivalSets}
        columns={columns}
        initialState={initialState}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        checkboxSelection
        disableRowSelectionOnClick
        showToolbar
      />
    </Box>
  );
}
