import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridFooter, type GridSlotProps } from '@mui/x-data-grid';
import { loanColumns, loans } from './libraryLoans';

// Wraps the default footer instead of rebuilding it: the selected row count and the
// pagination keep working, and a line of text is added above them.
function FooterWithNote(props: GridSlotProps['footer']) {
  return (
    <Box>
      <Typography
        variant="body2"
        sx={{ px: 2, pt: 1, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}
      >
        Loans last three weeks and can be renewed three times. Returns made after 6 pm are checked
        in the next morning.
      </Typography>
      <GridFooter {...props} sx={{ borderTop: 'none' }} />
    </Box>
  );
}

export default function LoanFooterWithNote() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        checkboxSelection
        slots={{ footer: FooterWithNote }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
