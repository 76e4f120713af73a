import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { loanColumns, loans } from './libraryLoans';

// Defined once, outside the component: the grid receives the same objects on every render.
const slotProps = {
  // The default toolbar: no print item, a named CSV file, a slower quick filter.
  toolbar: {
    printOptions: { disableToolbarButton: true },
    csvOptions: { fileName: 'library-loans' },
    quickFilterProps: { debounceMs: 400 },
  },
  // A base slot: `material` passes Material UI props to the default Checkbox.
  baseCheckbox: { material: { color: 'secondary' as const } },
  // The footer is a div: any HTML attribute or `sx` goes through.
  footer: { sx: { bgcolor: 'action.hover' } },
};

export default function LoanSlotPropsDefaults() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        label="Library loans"
        showToolbar
        checkboxSelection
        slotProps={slotProps}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
