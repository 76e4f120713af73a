import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  getRowGroupingFieldFromGroupingCriteria,
  type DataGridPremiumProps,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

// The fields of the two grouping columns, derived from their criteria.
const stageColumn = getRowGroupingFieldFromGroupingCriteria('stage');
const genreColumn = getRowGroupingFieldFromGroupingCriteria('genre');

export default function FestivalSortFilterMultipleColumns() {
  const [onGenres, setOnGenres] = React.useState(true);

  const groupingColDef = React.useMemo<DataGridPremiumProps['groupingColDef']>(
    () => (params) =>
      params.fields.includes('genre')
        ? {
            // The genre column also shows the act on each leaf row...
            leafField: 'act',
            width: 220,
            // ...and, when set, still sorts and filters on the genres rather than the acts.
            mainGroupingCriteria: onGenres ? 'genre' : undefined,
          }
        : null,
    [onGenres],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        label="mainGroupingCriteria: 'genre'"
        control={
          <Switch checked={onGenres} onChange={(event) => setOnGenres(event.target.checked)} />
        }
      />
      <Box sx={{ height: 400 }}>
        {/* Sorting and filtering are not re-applied when the grouping column changes: remount. */}
        <DataGridPremium
          key={String(onGenres)}
          rows={festivalSets}
          columns={festivalColumns}
          rowGroupingColumnMode="multiple"
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['stage', 'genre'] },
            columns: { columnVisibilityModel: { act: false } },
            sorting: {
              sortModel: [
                { field: stageColumn, sort: 'asc' },
                { field: genreColumn, sort: 'desc' },
              ],
            },
            filter: {
              filterModel: { items: [{ field: genreColumn, operator: 'contains', value: 'o' }] },
            },
          }}
        />
      </Box>
    </Box>
  );
}
