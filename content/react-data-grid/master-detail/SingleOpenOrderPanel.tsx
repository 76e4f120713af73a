import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type DataGridProProps, type GridRowId } from '@mui/x-data-grid-pro';
import { coffeeOrders, euro, orderColumns, type CoffeeOrder } from './coffeeOrders';

function BagList({ order }: { order: CoffeeOrder }) {
  return (
    <Box component="ul" sx={{ m: 0, py: 1.5, pl: 5, pr: 2 }}>
      {order.lines.map((item) => (
        <Typography component="li" variant="body2" key={item.id}>
          {item.quantity} × {item.coffee} ({item.bag}) —{' '}
          {euro.format(item.quantity * item.unitPrice)}
        </Typography>
      ))}
    </Box>
  );
}

const getDetailPanelContent: DataGridProProps<CoffeeOrder>['getDetailPanelContent'] = ({ row }) =>
  row.lines.length > 0 ? <BagList order={row} /> : null;

const getDetailPanelHeight: DataGridProProps<CoffeeOrder>['getDetailPanelHeight'] = () => 'auto';

export default function SingleOpenOrderPanel() {
  const [expandedIds, setExpandedIds] = React.useState<Set<GridRowId>>(() => new Set());

  const handleExpandedIdsChange = React.useCallback((ids: Set<GridRowId>) => {
    setExpandedIds((previous) => {
      // Keep only the panel the user just opened; closing the open one leaves none.
      const opened = Array.from(ids).filter((id) => !previous.has(id));
      return new Set(opened.slice(-1));
    });
  }, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={coffeeOrders}
        columns={orderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expandedIds}
        onDetailPanelExpandedRowIdsChange={handleExpandedIdsChange}
        hideFooter
      />
    </Box>
  );
}
