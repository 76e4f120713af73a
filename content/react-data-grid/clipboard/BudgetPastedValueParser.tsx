import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { budgetColumns, budgetLines, parseAmount, type BudgetLine } from './budget';

export default function BudgetPastedValueParser() {
  const [useParser, setUseParser] = React.useState(true);

  const columns = React.useMemo<GridColDef<BudgetLine>[]>(
    () =>
      budgetColumns(true).map((column) =>
        column.type === 'number' && useParser
          ? // Receives the pasted string (and the row, the column and the API object).
            { ...column, pastedValueParser: (text: string) => parseAmount(text) }
          : column,
      ),
    [useParser],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={useParser} onChange={(event) => setUseParser(event.target.checked)} />
        }
        label="Quarters have a pastedValueParser"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={budgetLines}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
