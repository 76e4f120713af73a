import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridApiPremium,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { departureColumns, departures, type Departure } from './departures';

/** The grouping cell of an airline: a toggle, the name, and a line of figures for its flights. */
function AirlineSummaryCell(params: GridRenderCellParams<Departure>) {
  const { id, rowNode } = params;
  // `params.api` is typed for the community grid; in a DataGridPremium it has every method.
  const api = params.api as GridApiPremium;
  if (rowNode.type !== 'group') {
    return null;
  }
  // The flights of the group that pass the current filters.
  const flights = api
    .getRowGroupChildren({ groupId: id, applyFiltering: true })
    .map((childId) => api.getRow(childId) as Departure);
  const passengers = flights.reduce((sum, flight) => sum + flight.passengers, 0);
  const late = flights.filter((flight) => flight.delay > 15).length;
  const name = String(rowNode.groupingKey);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <IconButton
        size="small"
        aria-label={`${rowNode.childrenExpanded ? 'Hide' : 'Show'} flights of ${name}`}
        aria-expanded={rowNode.childrenExpanded ?? false}
        onClick={(event) => {
          event.stopPropagation();
          api.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
        }}
      >
        {rowNode.childrenExpanded ? (
          <ExpandMoreIcon fontSize="small" />
        ) : (
          <ChevronRightIcon fontSize="small" />
        )}
      </IconButton>
      <Box sx={{ minWidth: 0, lineHeight: 1.2 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap component="div">
          {flights.length} flights · {passengers} passengers · {late} over 15 min late
        </Typography>
      </Box>
    </Box>
  );
}

const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Airline',
  width: 300,
  renderCell: (params) => <AirlineSummaryCell {...params} />,
};

export default function FlightGroupSummary() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={departures}
        columns={departureColumns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['airline'] },
          columns: { columnVisibilityModel: { airline: false } },
        }}
        rowHeight={56}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
