import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type DataGridProProps } from '@mui/x-data-grid-pro';
import { coffeeOrders, orderColumns, type CoffeeOrder } from './coffeeOrders';

function PackingList({ order }: { order: CoffeeOrder }) {
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="body2">
        Pack:{' '}
        {order.lines
          .map((item) => `${item.quantity} × ${item.coffee} ${item.bag} (${item.grind})`)
          .join('; ')}
      </Typography>
    </Box>
  );
}

const getDetailPanelContent: DataGridProProps<CoffeeOrder>['getDetailPanelContent'] = ({ row }) =>
  row.lines.length > 0 ? <PackingList order={row} /> : null;

const getDetailPanelHeight: DataGridProProps<CoffeeOrder>['getDetailPanelHeight'] = () => 'auto';

const toShip = coffeeOrders.filter((order) => order.status === 'Paid').map((order) => order.id);

export default function DetailPanelApiButtons() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('Use the buttons to drive the panels.');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setExpandedDetailPanels(new Set(toShip))}
        >
          Open orders to ship
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.toggleDetailPanel(2)}
        >
          Toggle RO-2042
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            const ids = apiRef.current?.getExpandedDetailPanels() ?? new Set();
            setReport(
              ids.size === 0
                ? 'getExpandedDetailPanels() returned an empty Set.'
                : `getExpandedDetailPanels() returned the ids ${Array.from(ids).join(', ')}.`,
            );
          }}
        >
          Read open panels
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={coffeeOrders}
          columns={orderColumns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {report}
      </Typography>
    </Box>
  );
}
