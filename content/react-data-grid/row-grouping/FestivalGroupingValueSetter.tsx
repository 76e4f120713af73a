import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { agencies, festivalColumns, festivalSets, type Agency, type FestivalSet } from './festival';

const agencyByName = new Map(Object.values(agencies).map((agency) => [agency.name, agency]));

const columns: GridColDef<FestivalSet>[] = [
  ...festivalColumns,
  {
    field: 'agency',
    headerName: 'Agency',
    width: 170,
    // Leaf rows hold an agency; a group row holds its key (the name), or nothing.
    valueFormatter: (value: Agency | string | undefined) =>
      typeof value === 'object' ? value.name : (value ?? ''),
    // Object to group key...
    groupingValueGetter: (value: Agency) => value.name,
    // ...and back: the group a row is dropped in gives it that agency object.
    groupingValueSetter: (name, row) => ({
      ...row,
      agency: agencyByName.get(String(name)) ?? row.agency,
    }),
  },
];

const groupingColDef: GridGroupingColDefOverride<FestivalSet> = { leafField: 'act', width: 220 };

export default function FestivalGroupingValueSetter() {
  const [log, setLog] = React.useState('Drag a Friday act to another agency.');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={festivalSets.filter((row) => row.day === 'Friday')}
          columns={columns}
          rowReordering
          processRowUpdate={(newRow: FestivalSet) => {
            setLog(`${newRow.act} is now with ${newRow.agency.name} (${newRow.agency.city}).`);
            return newRow;
          }}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['agency'] },
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
