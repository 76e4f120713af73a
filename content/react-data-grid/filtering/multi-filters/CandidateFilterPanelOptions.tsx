import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridLogicOperator,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
} from '@mui/x-data-grid-pro';
import { candidateColumns, candidates } from './candidates';

/** Each row of the panel offers its own column and the columns no other row uses yet. */
function freeColumns({ field, columns, currentFilters }: FilterColumnsArgs) {
  const used = new Set(currentFilters.map((item) => item.field));
  return columns
    .filter((column) => column.field === field || !used.has(column.field))
    .map((column) => column.field);
}

/** "Add filter" takes the first column without a filter, and does nothing once all have one. */
function nextFreeColumn({ columns, currentFilters }: GetColumnForNewFilterArgs) {
  const used = new Set(currentFilters.map((item) => item.field));
  return columns.find((column) => !used.has(column.field))?.field ?? null;
}

export default function CandidateFilterPanelOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={candidates}
        columns={candidateColumns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'stage', operator: 'not', value: 'Rejected' },
                { id: 2, field: 'remote', operator: 'is', value: true },
              ],
            },
          },
        }}
        slotProps={{
          filterPanel: {
            // Only "And": the operator list between the rows has a single entry.
            logicOperators: [GridLogicOperator.And],
            getColumnForNewFilter: nextFreeColumn,
            filterFormProps: { filterColumns: freeColumns },
            // Keep "Add filter", drop "Remove all".
            disableRemoveAllButton: true,
          },
        }}
        hideFooter
      />
    </Box>
  );
}
