import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridApiRef,
  useGridEvent,
  type GridEventListener,
} from '@mui/x-data-grid';
import { ticketColumns, tickets } from './helpDeskTickets';

/** Adds a line to the list of the click being handled. */
type Recorder = (event: object, line: string) => void;

const RecorderContext = React.createContext<Recorder>(() => {});

/** The footer slot subscribes with useGridEvent, from inside the grid. */
function ListeningFooter() {
  const apiRef = useGridApiContext();
  const record = React.useContext(RecorderContext);

  useGridEvent(apiRef, 'rowClick', (params, event) => {
    record(event, `useGridEvent in the footer slot: ticket #${params.id}`);
  });

  return (
    <GridFooterContainer sx={{ px: 2, py: 1, minHeight: 40 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        This footer listens to rowClick too.
      </Typography>
    </GridFooterContainer>
  );
}

export default function TicketListenerOrder() {
  const apiRef = useGridApiRef();
  const [preventInProp, setPreventInProp] = React.useState(false);
  const [lines, setLines] = React.useState<string[]>([]);
  const currentEvent = React.useRef<object | null>(null);

  // Every listener of one click receives the same event object: a new object starts a new list.
  const record = React.useCallback<Recorder>((event, line) => {
    const isNewClick = currentEvent.current !== event;
    currentEvent.current = event;
    setLines((previous) => (isNewClick ? [line] : [...previous, line]));
  }, []);

  React.useEffect(() => {
    if (!apiRef.current) {
      return undefined;
    }
    const api = apiRef.current;
    const unsubscribeFirst = api.subscribeEvent(
      'rowClick',
      (params, event) => {
        record(event, `subscribeEvent with isFirst: ticket #${params.id}`);
      },
      { isFirst: true },
    );
    const unsubscribeLast = api.subscribeEvent('rowClick', (params, event) => {
      const selected = api.isRowSelected(params.id) ? 'selected' : 'not selected';
      record(
        event,
        `subscribeEvent: defaultMuiPrevented is ${String(event.defaultMuiPrevented)}, the row is ${selected}`,
      );
    });
    return () => {
      unsubscribeFirst();
      unsubscribeLast();
    };
  }, [apiRef, record]);

  const handleRowClick: GridEventListener<'rowClick'> = (params, event) => {
    if (preventInProp) {
      event.defaultMuiPrevented = true;
    }
    record(
      event,
      `onRowClick prop: ticket #${params.id}${preventInProp ? ', sets defaultMuiPrevented' : ''}`,
    );
  };

  return (
    <RecorderContext.Provider value={record}>
      <Box sx={{ width: '100%' }}>
        <FormControlLabel
          control={
            <Switch
              checked={preventInProp}
              onChange={(event) => setPreventInProp(event.target.checked)}
            />
          }
          label="onRowClick prevents the default behaviour"
          sx={{ mb: 1 }}
        />
        <Box sx={{ height: 320 }}>
          <DataGrid
            apiRef={apiRef}
            rows={tickets}
            columns={ticketColumns}
            onRowClick={handleRowClick}
            slots={{ footer: ListeningFooter }}
          />
        </Box>
        <Typography component="h3" variant="subtitle2" sx={{ mt: 1.5 }} id="listener-order-title">
          Listeners of the last click, in the order they ran
        </Typography>
        {lines.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            Click a row.
          </Typography>
        ) : (
          <Box
            component="ol"
            aria-labelledby="listener-order-title"
            sx={{
              mt: 0.5,
              mb: 0,
              py: 1,
              pr: 1,
              fontSize: 14,
              bgcolor: 'action.hover',
              borderRadius: 1,
              overflowWrap: 'anywhere',
            }}
          >
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        )}
      </Box>
    </RecorderContext.Provider>
  );
}
