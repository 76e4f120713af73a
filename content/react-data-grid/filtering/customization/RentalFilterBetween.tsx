import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { rentalColumns, rentals, type Rental } from './rentals';

/**
 * The value stored in the filter item: the two fields as typed, `''` for an open end.
 * Before `getApplyFilterFn` sees it, the number column's `valueParser` turns each text into a
 * number, and `''` into `null`.
 */
type RentRangeInputValue = [string, string];

/** Two number fields that write `[from, to]` into the filter item. */
function RentRangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const range = (Array.isArray(item.value) ? item.value : ['', '']) as RentRangeInputValue;

  const update = (index: 0 | 1, text: string) => {
    const next: RentRangeInputValue = [...range];
    next[index] = text;
    applyValue({ ...item, value: next });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'flex-end' }}>
      <TextField
        label="From €"
        type="number"
        size="small"
        variant="standard"
        value={range[0]}
        onChange={(event) => update(0, event.target.value)}
        inputRef={focusElementRef}
      />
      <TextField
        label="To €"
        type="number"
        size="small"
        variant="standard"
        value={range[1]}
        onChange={(event) => update(1, event.target.value)}
      />
    </Stack>
  );
}

const betweenOperator: GridFilterOperator<Rental, number, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    // Already parsed by the column: numbers, or null where the field is empty.
    const [min, max] = (Array.isArray(filterItem.value) ? filterItem.value : [null, null]) as [
      number | null,
      number | null,
    ];
    if (min === null && max === null) {
      // Nothing typed yet: this item filters nothing out.
      return null;
    }
    return (value) =>
      value != null && (min === null || value >= min) && (max === null || value <= max);
  },
  InputComponent: RentRangeInput,
};

const columns: GridColDef<Rental>[] = rentalColumns.map((column) =>
  column.field === 'rent'
    ? { ...column, filterOperators: [betweenOperator, ...getGridNumericOperators()] }
    : column,
);

export default function RentalFilterBetween() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rentals}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'rent', operator: 'between', value: ['1000', '1500'] }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
