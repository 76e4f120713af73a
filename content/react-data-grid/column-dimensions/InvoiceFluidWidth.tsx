import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { euro, invoices, type Invoice } from './invoices';

const columns: GridColDef<Invoice>[] = [
  // A fixed column: it keeps its 110 px, and the flex columns share the rest.
  { field: 'number', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 2 },
  { field: 'country', headerName: 'Country', flex: 1 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    // Grows like the country column, but not beyond 140 px.
    flex: 1,
    maxWidth: 140,
    valueFormatter: (value: number) => euro.format(value),
  },
];

/** Shows the width the grid computed for each column. */
function ComputedWidthsFooter() {
  const apiRef = useGridApiContext();
  const visible = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  return (
    <GridFooterContainer sx={{ px: 2, py: 1, display: 'block' }}>
      <Typography variant="body2" component="p">
        {visible
          .map(
            (column) =>
              `${column.headerName} ${Math.round(column.computedWidth)} px${column.flex ? ` (flex ${column.flex})` : ''}`,
          )
          .join(' · ')}
      </Typography>
    </GridFooterContainer>
  );
}

export default function InvoiceFluidWidth() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={invoices} columns={columns} slots={{ footer: ComputedWidthsFooter }} />
    </Box>
  );
}
