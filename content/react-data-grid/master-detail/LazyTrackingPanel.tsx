import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DataGridPro, type DataGridProProps } from '@mui/x-data-grid-pro';
import { coffeeOrders, dateFormat, orderColumns, type CoffeeOrder } from './coffeeOrders';
import { fetchTracking, getRequestCount, type TrackingEvent } from './fakeTrackingServer';

// Answers already received, kept outside the panels: a panel unmounts when it is
// collapsed or when its row scrolls out of the rendered range.
const trackingCache = new Map<number, TrackingEvent[]>();

function TrackingPanel({ order, onLoaded }: { order: CoffeeOrder; onLoaded: () => void }) {
  const [events, setEvents] = React.useState(() => trackingCache.get(order.id));

  React.useEffect(() => {
    if (events) {
      return undefined;
    }
    let active = true;
    fetchTracking(order).then((result) => {
      trackingCache.set(order.id, result);
      onLoaded();
      if (active) {
        setEvents(result);
      }
    });
    return () => {
      active = false;
    };
  }, [events, order, onLoaded]);

  if (!events) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
        <CircularProgress size={20} aria-label={`Loading tracking of ${order.reference}`} />
        <Typography variant="body2">Asking the carrier…</Typography>
      </Box>
    );
  }
  return (
    <Box component="ol" sx={{ m: 0, py: 1.5, pl: 5, pr: 2 }}>
      {events.map((event) => (
        <Typography component="li" variant="body2" key={event.label}>
          {dateFormat.format(event.date)}: {event.label} ({event.place})
        </Typography>
      ))}
    </Box>
  );
}

const getDetailPanelHeight: DataGridProProps<CoffeeOrder>['getDetailPanelHeight'] = () => 'auto';

export default function LazyTrackingPanel() {
  const [requests, setRequests] = React.useState(getRequestCount);
  const handleLoaded = React.useCallback(() => setRequests(getRequestCount()), []);

  const getDetailPanelContent = React.useCallback<
    NonNullable<DataGridProProps<CoffeeOrder>['getDetailPanelContent']>
  >(
    ({ row }) =>
      row.status === 'Draft' ? null : <TrackingPanel order={row} onLoaded={handleLoaded} />,
    [handleLoaded],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={coffeeOrders}
          columns={orderColumns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        Requests sent to the carrier: {requests}
      </Typography>
    </Box>
  );
}
