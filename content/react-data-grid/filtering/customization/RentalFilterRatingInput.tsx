import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
} from '@mui/x-data-grid';
import { rentalColumns, rentals, type Rental } from './rentals';

/** Five stars instead of a number field. */
function RatingInput(props: GridFilterInputValueProps) {
  const { item, applyValue } = props;
  const labelId = React.useId();

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', justifyContent: 'flex-end' }}
    >
      <Typography id={labelId} variant="caption" sx={{ color: 'text.secondary' }}>
        Rating
      </Typography>
      <Rating
        name={`${labelId}-stars`}
        value={item.value == null ? null : Number(item.value)}
        onChange={(_event, value) => applyValue({ ...item, value: value ?? undefined })}
      />
    </Box>
  );
}

// The numeric operators that compare, with the stars as their input.
const ratingOperators = getGridNumericOperators()
  .filter((operator) => ['=', '>=', '<='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: RatingInput }));

const columns: GridColDef<Rental>[] = rentalColumns.map((column) =>
  column.field === 'rating'
    ? {
        ...column,
        width: 140,
        filterOperators: ratingOperators,
        renderCell: (params) => <Rating value={params.value} readOnly size="small" />,
      }
    : column,
);

export default function RentalFilterRatingInput() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rentals}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4 }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
