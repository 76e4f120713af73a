import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridGroupNode,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { departureColumns, departures, type Departure } from './departures';

/** A group is known by what it groups by and its value: "airline:Swiftline". */
const groupKey = (node: GridGroupNode) => `${node.groupingField}:${String(node.groupingKey)}`;

/** A fresh copy of the departures with new delays, as a reload from the airport would give. */
function reloadDepartures(round: number): Departure[] {
  return departures.map((row) => ({ ...row, delay: (row.delay + round * 7 * row.id) % 60 }));
}

export default function FlightRememberExpansion() {
  const apiRef = useGridApiRef();
  const [grouping, setGrouping] = React.useState<GridRowGroupingModel>(['airline']);
  const [rows, setRows] = React.useState(departures);
  const openGroups = React.useRef(new Set<string>(['airline:Swiftline']));

  // Write down every group users open or close.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
        if (node.childrenExpanded) {
          openGroups.current.add(groupKey(node));
        } else {
          openGroups.current.delete(groupKey(node));
        }
      }),
    [apiRef],
  );

  // Whenever the grid builds its groups again, open the ones written down.
  const isGroupExpandedByDefault = React.useCallback<
    NonNullable<DataGridPremiumProps['isGroupExpandedByDefault']>
  >((node) => openGroups.current.has(groupKey(node)), []);

  const setAll = (expanded: boolean) => {
    if (expanded) {
      apiRef.current?.expandAllRows();
    } else {
      apiRef.current?.collapseAllRows();
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Group by"
          value={grouping.join(',')}
          onChange={(event) => setGrouping(event.target.value.split(','))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="airline">Airline</MenuItem>
          <MenuItem value="destination">Destination</MenuItem>
          <MenuItem value="airline,destination">Airline, then destination</MenuItem>
        </TextField>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>
          Collapse all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRows((previous) => reloadDepartures(previous[0].delay + 1))}
        >
          Reload delays
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={departureColumns}
          rowGroupingModel={grouping}
          onRowGroupingModelChange={setGrouping}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </Box>
    </Box>
  );
}
