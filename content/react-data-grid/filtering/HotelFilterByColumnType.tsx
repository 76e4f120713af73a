import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { hotelColumns, hotels } from './hotels';

const columnTypes = [
  { field: 'city', label: 'Text (City)' },
  { field: 'stars', label: 'Number (Stars)' },
  { field: 'listedOn', label: 'Date (Listed on)' },
  { field: 'breakfast', label: 'Boolean (Breakfast)' },
  { field: 'kind', label: 'Single select (Type)' },
];

export default function HotelFilterByColumnType() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {columnTypes.map((type) => (
          <Button
            key={type.field}
            size="small"
            variant="outlined"
            // Opens the filter panel with a new filter on that column, as its column menu does.
            onClick={() => apiRef.current?.showFilterPanel(type.field)}
          >
            {type.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid apiRef={apiRef} rows={hotels} columns={hotelColumns} hideFooter />
      </Box>
    </Box>
  );
}
