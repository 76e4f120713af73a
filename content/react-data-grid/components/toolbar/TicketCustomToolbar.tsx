import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

function TicketToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>Support tickets</Typography>

      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>

      <Tooltip title="Filters">
        {/* The function form receives the trigger's state: here, how many filters are active. */}
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton
              {...props}
              aria-label={`Filters, ${state.filterCount} active`}
              color={state.filterCount > 0 ? 'primary' : 'default'}
            >
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>

      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton aria-label="Download as CSV" />}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>

      <Divider orientation="vertical" flexItem variant="middle" sx={{ mx: 0.5 }} />

      <QuickFilter defaultExpanded>
        <QuickFilterControl
          // The function form hands over the control's props: the input gets the ref and a label.
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search…"
              sx={{ width: { xs: 110, sm: 200 } }}
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

export default function TicketCustomToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={ticketColumns}
        label="Support tickets"
        slots={{ toolbar: TicketToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
