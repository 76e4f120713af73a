import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridClasses,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { coffeeOrders, euro, orderColumns, subtotal, type CoffeeOrder } from './coffeeOrders';

// Enough columns to scroll sideways at most screen widths.
const columns: GridColDef<CoffeeOrder>[] = [
  ...orderColumns.map((column) => ({ ...column, flex: undefined, width: 160 })),
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'city', headerName: 'City', width: 140 },
  {
    field: 'shipping',
    headerName: 'Shipping',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euro.format(value),
  },
];

function ViewportWidePanel({ order }: { order: CoffeeOrder }) {
  const apiRef = useGridApiContext();
  // The visible width of the grid, without the vertical scrollbar. Updates when the grid resizes.
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);

  return (
    <Stack
      direction="row"
      spacing={3}
      sx={{
        position: 'sticky',
        insetInlineStart: 0,
        width: viewportInnerSize.width,
        boxSizing: 'border-box',
        p: 2,
        flexWrap: 'wrap',
      }}
    >
      <Box>
        <Typography variant="subtitle2">{order.reference}</Typography>
        <Typography variant="body2">
          {order.lines.length} {order.lines.length === 1 ? 'line' : 'lines'}, coffee{' '}
          {euro.format(subtotal(order))}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2">Deliver to</Typography>
        <Typography variant="body2">
          {order.customer}, {order.city}
        </Typography>
      </Box>
    </Stack>
  );
}

const getDetailPanelContent: DataGridProProps<CoffeeOrder>['getDetailPanelContent'] = ({ row }) =>
  row.lines.length > 0 ? <ViewportWidePanel order={row} /> : null;

const getDetailPanelHeight: DataGridProProps<CoffeeOrder>['getDetailPanelHeight'] = () => 'auto';

export default function FullWidthOrderPanel() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={coffeeOrders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{
          pinnedColumns: { left: [GRID_DETAIL_PANEL_TOGGLE_FIELD] },
          detailPanel: { expandedRowIds: new Set([2]) },
        }}
        hideFooter
        sx={{
          // The panel container clips and scrolls its own overflow by default, which would
          // keep the sticky content from following the grid's horizontal scroll.
          [`& .${gridClasses.detailPanel}`]: { overflow: 'visible' },
        }}
      />
    </Box>
  );
}
