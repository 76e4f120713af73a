import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilterModelSelector,
  gridFilteredSortedRowIdsSelector,
  gridSortModelSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

export default function TicketDeskControls() {
  const apiRef = useGridApiRef();
  const [urgentOnly, setUrgentOnly] = React.useState(false);
  const [summary, setSummary] = React.useState('');

  // The grid has mounted when effects run: apiRef.current is set from here on.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const describe = () => {
      // Selectors read the grid state through the apiRef, outside of the grid too.
      const shown = gridFilteredSortedRowIdsSelector(apiRef).length;
      const [sort] = gridSortModelSelector(apiRef);
      const order = sort
        ? `sorted by ${api.getColumn(sort.field).headerName}, ${sort.sort === 'asc' ? 'ascending' : 'descending'}`
        : 'in arrival order';
      setSummary(`${shown} of ${tickets.length} tickets shown, ${order}.`);
      // Keeps the switch right when the filter changes from the column menu.
      const { items } = gridFilterModelSelector(apiRef);
      setUrgentOnly(items.some((item) => item.field === 'priority' && item.value === 'Urgent'));
    };
    describe();
    // stateChange fires after every state update; setSummary ignores an unchanged text.
    return api.subscribeEvent('stateChange', describe);
  }, [apiRef]);

  const toggleUrgent = (checked: boolean) => {
    apiRef.current?.setFilterModel({
      items: checked ? [{ field: 'priority', operator: 'is', value: 'Urgent' }] : [],
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <FormControlLabel
          control={
            <Switch checked={urgentOnly} onChange={(event) => toggleUrgent(event.target.checked)} />
          }
          label="Urgent only"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('opened', 'desc')}
        >
          Newest first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setSortModel([])}>
          Arrival order
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportDataAsCsv({ fileName: 'support-tickets', utf8WithBom: true })
          }
        >
          Download CSV
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={tickets} columns={ticketColumns} />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {summary}
      </Typography>
    </Box>
  );
}
