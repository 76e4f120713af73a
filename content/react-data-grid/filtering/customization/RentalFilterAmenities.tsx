import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { AMENITIES, rentalColumns, rentals, type Amenity, type Rental } from './rentals';

type AmenityInputProps = GridFilterInputValueProps & { multiple?: boolean };

/** A list of the amenities; `multiple` picks several. */
function AmenityInput(props: AmenityInputProps) {
  const { item, applyValue, focusElementRef, multiple = false } = props;
  const selected: Amenity[] = Array.isArray(item.value) ? item.value : [];

  return (
    <TextField
      select
      label={multiple ? 'Amenities' : 'Amenity'}
      variant="standard"
      size="small"
      fullWidth
      value={multiple ? selected : typeof item.value === 'string' ? item.value : ''}
      onChange={(event) => applyValue({ ...item, value: event.target.value })}
      inputRef={focusElementRef}
      slotProps={{ select: { multiple } }}
    >
      {AMENITIES.map((amenity) => (
        <MenuItem key={amenity} value={amenity}>
          {amenity}
        </MenuItem>
      ))}
    </TextField>
  );
}

// The fourth type parameter is the props of the input, which lets InputComponentProps hold `multiple`.
const amenityOperators: GridFilterOperator<Rental, Amenity[], Amenity[], AmenityInputProps>[] = [
  {
    label: 'include',
    value: 'includes',
    getApplyFilterFn: (filterItem) =>
      typeof filterItem.value === 'string' && filterItem.value !== ''
        ? (amenities) => amenities.includes(filterItem.value)
        : null,
    InputComponent: AmenityInput,
  },
  {
    label: 'include all of',
    value: 'includesAll',
    getApplyFilterFn: (filterItem) => {
      const wanted: Amenity[] = Array.isArray(filterItem.value) ? filterItem.value : [];
      return wanted.length === 0
        ? null
        : (amenities) => wanted.every((amenity) => amenities.includes(amenity));
    },
    InputComponent: AmenityInput,
    InputComponentProps: { multiple: true },
  },
  {
    label: 'are none',
    value: 'none',
    requiresFilterValue: false,
    getApplyFilterFn: () => (amenities) => amenities.length === 0,
  },
];

const columns: GridColDef<Rental>[] = [
  ...rentalColumns.filter(
    (column) => column.field !== 'availableFrom' && column.field !== 'rating',
  ),
  {
    field: 'amenities',
    headerName: 'Amenities',
    width: 260,
    sortable: false,
    valueFormatter: (value: Amenity[]) => value.join(', '),
    filterOperators: amenityOperators,
  },
];

export default function RentalFilterAmenities() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rentals}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { field: 'amenities', operator: 'includesAll', value: ['Lift', 'Dishwasher'] },
              ],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
