import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  gridFilterModelSelector,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { loanColumns, loans, type Loan } from './libraryLoans';

function LoanStatusFooterSlot() {
  // The API object of the grid that renders this slot.
  const apiRef = useGridApiContext();
  // Each selector re-renders the footer only when the value it returns changes.
  const visibleRows = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);

  const overdue = visibleRows.filter((entry) => (entry.model as Loan).status === 'Overdue').length;
  const showingOverdueOnly = filterModel.items.some(
    (item) => item.field === 'status' && item.value === 'Overdue',
  );

  const toggleOverdue = () => {
    apiRef.current.setFilterModel({
      items: showingOverdueOnly
        ? []
        : [{ id: 'overdue', field: 'status', operator: 'is', value: 'Overdue' }],
    });
  };

  return (
    <GridFooterContainer sx={{ flexWrap: 'wrap', gap: 1, px: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status">
          {visibleRows.length} loans shown, {overdue} overdue, {selectedCount} selected
        </Typography>
        <Button size="small" variant="outlined" onClick={toggleOverdue}>
          {showingOverdueOnly ? 'Show all loans' : 'Show overdue only'}
        </Button>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function LoanStatusFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        checkboxSelection
        slots={{ footer: LoanStatusFooterSlot }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
