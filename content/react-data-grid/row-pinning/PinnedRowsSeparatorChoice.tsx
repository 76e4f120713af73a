import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DataGridPro, type DataGridProProps, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { expenseColumns, expenses, summaryRow, sumAmounts, type Expense } from './offsiteExpenses';

type Separator = NonNullable<DataGridProProps['pinnedRowsSectionSeparator']>;

const pinnedRows: GridPinnedRowsProp<Expense> = {
  top: [summaryRow('claims', `${expenses.length} claims submitted`, sumAmounts(expenses))],
  bottom: [summaryRow('total', 'Total to reimburse', sumAmounts(expenses))],
};

export default function PinnedRowsSeparatorChoice() {
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl sx={{ mb: 1 }}>
        <FormLabel id="pinned-rows-separator-label">pinnedRowsSectionSeparator</FormLabel>
        <RadioGroup
          row
          aria-labelledby="pinned-rows-separator-label"
          value={separator}
          onChange={(event) => setSeparator(event.target.value as Separator)}
        >
          <FormControlLabel
            value="border-and-shadow"
            control={<Radio />}
            label="border-and-shadow"
          />
          <FormControlLabel value="border" control={<Radio />} label="border" />
        </RadioGroup>
      </FormControl>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={expenses}
          columns={expenseColumns}
          pinnedRows={pinnedRows}
          pinnedRowsSectionSeparator={separator}
          hideFooter
        />
      </Box>
    </Box>
  );
}
