import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type DataGridProProps, type GridRowId } from '@mui/x-data-grid-pro';
import { coffeeOrders, orderColumns, type CoffeeOrder } from './coffeeOrders';

function GiftMessage({ order }: { order: CoffeeOrder }) {
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="body2">
        Gift message for {order.customer}: “{order.giftMessage}”
      </Typography>
    </Box>
  );
}

// Only orders with a gift message get a panel.
const getDetailPanelContent: DataGridProProps<CoffeeOrder>['getDetailPanelContent'] = ({ row }) =>
  row.giftMessage ? <GiftMessage order={row} /> : null;

const getDetailPanelHeight: DataGridProProps<CoffeeOrder>['getDetailPanelHeight'] = () => 'auto';

const referenceById = new Map(coffeeOrders.map((order) => [order.id, order.reference]));
const idsWithPanel = coffeeOrders.filter((order) => order.giftMessage).map((order) => order.id);

export default function ControlledOrderPanels() {
  const [expandedIds, setExpandedIds] = React.useState<Set<GridRowId>>(() => new Set([3]));

  const ids = Array.from(expandedIds);
  const openReferences = ids.map((id) => referenceById.get(Number(id)));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedIds(new Set(idsWithPanel))}
        >
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedIds(new Set())}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={coffeeOrders}
          columns={orderColumns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedIds}
          onDetailPanelExpandedRowIdsChange={setExpandedIds}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }} aria-live="polite">
        detailPanelExpandedRowIds: new Set([{ids.join(', ')}])
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {ids.length === 0 ? 'No panel open' : `Open: ${openReferences.join(', ')}`}
      </Typography>
    </Box>
  );
}
