import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import OrderLinesTable from './orderLinesTable';
import { orderTotal, pounds, shopOrders, type ShopOrder } from './shopOrders';

// Rendered inside the grid (as a column header), so it can read the grid's state.
function ExpandAllToggle() {
  const apiRef = useGridApiContext();
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  // The grid keeps the panel content of every row; rows without a panel have none.
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const anyExpanded = expanded.size > 0;

  const toggleAll = () => {
    if (anyExpanded) {
      apiRef.current.setExpandedDetailPanels(new Set());
      return;
    }
    // Every row id, in the grid's own types, filtered down to the rows that have a panel.
    const withPanel = apiRef.current.getAllRowIds().filter((id) => contentCache[id] != null);
    apiRef.current.setExpandedDetailPanels(new Set(withPanel));
  };

  return (
    <IconButton
      size="small"
      onClick={toggleAll}
      aria-label={anyExpanded ? 'Collapse all' : 'Expand all'}
    >
      {anyExpanded ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
    </IconButton>
  );
}

const columns: GridColDef<ShopOrder>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    renderHeader: () => <ExpandAllToggle />,
  },
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  {
    field: 'lines',
    headerName: 'Lines',
    type: 'number',
    width: 70,
    valueGetter: (_value, row) => row.lines.length,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => pounds.format(value),
  },
];

// Single-line orders have no panel: their row already says everything.
const getDetailPanelContent = ({ row }: GridRowParams<ShopOrder>) =>
  row.lines.length < 2 ? null : (
    <Box sx={{ p: 2 }}>
      <OrderLinesTable lines={row.lines} caption={`Lines of order ${row.id}`} />
    </Box>
  );
const getDetailPanelHeight = () => 'auto' as const;

export default function OrderExpandAllHeader() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={shopOrders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
