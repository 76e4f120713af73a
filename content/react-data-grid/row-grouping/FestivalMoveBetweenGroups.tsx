import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridGroupingColDefOverride } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets, type FestivalSet } from './festival';

const groupingColDef: GridGroupingColDefOverride<FestivalSet> = { leafField: 'act', width: 220 };

export default function FestivalMoveBetweenGroups() {
  const [log, setLog] = React.useState('Drag a set by its handle to another stage.');

  // Called for each row whose grouping value the move changed: save it here, then return it.
  const processRowUpdate = (newRow: FestivalSet, oldRow: FestivalSet) => {
    if (newRow.stage !== oldRow.stage) {
      setLog(`${newRow.act} moved from the ${oldRow.stage} to the ${newRow.stage}.`);
    }
    return newRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={festivalSets.filter((row) => row.day === 'Saturday')}
          columns={festivalColumns}
          rowReordering
          processRowUpdate={processRowUpdate}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['stage'] },
            columns: { columnVisibilityModel: { act: false, day: false } },
          }}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {log}
      </Typography>
    </Box>
  );
}
