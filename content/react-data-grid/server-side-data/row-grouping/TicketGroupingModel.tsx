import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridDataSource,
  type GridGroupingColDefOverride,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { queryTickets, ticketColumns } from './ticketServer';

const MODELS: Record<string, GridRowGroupingModel> = {
  team: ['team'],
  'team-priority': ['team', 'priority'],
  'status-team': ['status', 'team'],
  none: [],
};

const groupingColDef: GridGroupingColDefOverride = {
  headerName: 'Group',
  width: 240,
};

export default function TicketGroupingModel() {
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(
    MODELS['team-priority'],
  );
  const selected =
    Object.keys(MODELS).find((key) => MODELS[key].join() === rowGroupingModel.join()) ?? 'custom';

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) =>
        queryTickets({
          groupKeys: params.groupKeys,
          groupFields: params.groupFields,
          sortModel: params.sortModel,
          filterModel: params.filterModel,
        }),
      getGroupKey: (row) => row.groupKey ?? row.id,
      getChildrenCount: (row) => row.ticketCount ?? 0,
    }),
    [],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ maxWidth: 260 }}>
        <InputLabel id="ticket-grouping-label">Group tickets by</InputLabel>
        <Select
          labelId="ticket-grouping-label"
          label="Group tickets by"
          value={selected}
          onChange={(event) => {
            const model = MODELS[event.target.value];
            if (model) {
              setRowGroupingModel(model);
            }
          }}
        >
          <MenuItem value="team">Team</MenuItem>
          <MenuItem value="team-priority">Team, then priority</MenuItem>
          <MenuItem value="status-team">Status, then team</MenuItem>
          <MenuItem value="none">No grouping</MenuItem>
          {selected === 'custom' ? (
            <MenuItem value="custom">Set from a column menu</MenuItem>
          ) : null}
        </Select>
      </FormControl>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          columns={ticketColumns}
          dataSource={dataSource}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={setRowGroupingModel}
          groupingColDef={groupingColDef}
        />
      </Box>
      <Typography variant="body2" component="p">
        <code>rowGroupingModel</code>: {JSON.stringify(rowGroupingModel)}
      </Typography>
    </Stack>
  );
}
