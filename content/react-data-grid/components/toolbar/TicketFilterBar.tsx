import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  gridColumnLookupSelector,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridFilterItem,
} from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

const operatorWords: Record<string, string> = {
  is: 'is',
  not: 'is not',
  isAnyOf: 'is any of',
  contains: 'contains',
  '>': '>',
  '<': '<',
};

function describe(item: GridFilterItem, headerName: string) {
  const value = Array.isArray(item.value) ? item.value.join(', ') : String(item.value ?? '');
  return `${headerName} ${operatorWords[item.operator] ?? item.operator} ${value}`.trim();
}

function TicketToolbar() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const columns = useGridSelector(apiRef, gridColumnLookupSelector);
  const quickValues: string[] = filterModel.quickFilterValues ?? [];

  return (
    <Toolbar>
      {/* One chip per active filter item and per quick filter word. */}
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        aria-label="Active filters"
        role="list"
        sx={{ flex: 1, flexWrap: 'wrap', mx: 0.5 }}
      >
        {filterModel.items
          .filter((item) => item.value !== undefined && item.value !== '')
          .map((item) => (
            <Chip
              key={item.id ?? item.field}
              role="listitem"
              size="small"
              label={describe(item, columns[item.field]?.headerName ?? item.field)}
              onDelete={() => apiRef.current.deleteFilterItem(item)}
            />
          ))}
        {quickValues.map((word) => (
          <Chip
            key={`quick-${word}`}
            role="listitem"
            size="small"
            variant="outlined"
            label={`“${word}”`}
            onDelete={() =>
              apiRef.current.setQuickFilterValues(quickValues.filter((value) => value !== word))
            }
          />
        ))}
      </Stack>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton aria-label="Filters" />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <QuickFilter defaultExpanded>
        <QuickFilterControl
          // The function form hands over the control's props: the input gets the ref and a label.
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search…"
              sx={{ width: { xs: 100, sm: 160 } }}
              slotProps={{
                ...slotProps,
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search tickets' },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function TicketFilterBar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={ticketColumns}
        label="Support tickets"
        slots={{ toolbar: TicketToolbar }}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'status', operator: 'not', value: 'Resolved' }],
              quickFilterValues: ['Fjord'],
            },
          },
        }}
      />
    </Box>
  );
}
