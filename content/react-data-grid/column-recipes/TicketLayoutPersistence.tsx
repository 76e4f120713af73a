import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridColumnResizeParams,
} from '@mui/x-data-grid-pro';
import { tickets, type Ticket } from './tickets';
import { formatDuration, type DurationUnit } from './ticketColumns';

// A new array every time the unit changes: for the grid, a new set of columns.
function buildColumns(unit: DurationUnit): GridColDef<Ticket>[] {
  return [
    { field: 'id', headerName: 'Ticket', width: 80 },
    { field: 'subject', headerName: 'Subject', width: 240 },
    { field: 'agent', headerName: 'Agent', width: 120 },
    { field: 'priority', headerName: 'Priority', width: 100 },
    {
      field: 'resolutionHours',
      headerName: `Resolved in (${unit})`,
      type: 'number',
      width: 150,
      valueFormatter: (value: number) => formatDuration(value, unit),
    },
  ];
}

/** Applies the widths and the order the user chose to a fresh set of columns. */
function applyLayout(
  columns: GridColDef<Ticket>[],
  widths: Record<string, number>,
  order: string[],
): GridColDef<Ticket>[] {
  const resized = columns.map((column) =>
    widths[column.field] ? { ...column, width: widths[column.field] } : column,
  );
  if (order.length === 0) {
    return resized;
  }
  // Columns missing from the saved order (new ones) go to the end.
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return [...resized].sort((a, b) => rank(a.field) - rank(b.field));
}

export default function TicketLayoutPersistence() {
  const apiRef = useGridApiRef();
  const [unit, setUnit] = React.useState<DurationUnit>('hours');
  const [keepLayout, setKeepLayout] = React.useState(true);
  const [widths, setWidths] = React.useState<Record<string, number>>({});
  const [order, setOrder] = React.useState<string[]>([]);

  const columns = React.useMemo(() => {
    const fresh = buildColumns(unit);
    return keepLayout ? applyLayout(fresh, widths, order) : fresh;
  }, [unit, keepLayout, widths, order]);

  const handleWidthChange = React.useCallback(({ colDef, width }: GridColumnResizeParams) => {
    setWidths((previous) => ({ ...previous, [colDef.field]: width }));
  }, []);

  const handleOrderChange = React.useCallback(() => {
    const fields = apiRef.current?.getAllColumns().map((column) => column.field);
    if (fields) {
      setOrder(fields);
    }
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={unit}
          onChange={(_event, value: DurationUnit | null) => value && setUnit(value)}
          aria-label="Resolution time unit"
        >
          <ToggleButton value="hours">Hours</ToggleButton>
          <ToggleButton value="days">Days</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={keepLayout}
              onChange={(event) => setKeepLayout(event.target.checked)}
            />
          }
          label="Keep my widths and order"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={tickets}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
          onColumnOrderChange={handleOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Saved: {Object.keys(widths).length} width(s),{' '}
        {order.length > 0 ? 'a custom order' : 'the default order'}.
      </Typography>
    </Box>
  );
}
