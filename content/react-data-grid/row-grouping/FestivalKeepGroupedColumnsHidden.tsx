import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

export default function FestivalKeepGroupedColumnsHidden() {
  const apiRef = useGridApiRef();
  // The hook hides Day and Stage while they are grouping criteria, and shows them again when
  // users stop grouping by them from the column menu. Label stays hidden either way.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['day', 'stage'] },
      columns: { columnVisibilityModel: { label: false } },
    },
  });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={festivalSets}
        columns={festivalColumns}
        initialState={initialState}
      />
    </Box>
  );
}
