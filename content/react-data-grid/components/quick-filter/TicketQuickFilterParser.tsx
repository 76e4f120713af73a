import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridLogicOperator,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridFilterModel,
} from '@mui/x-data-grid';
import CloseIcon from '@mui/icons-material/Close';
import { ticketColumns, tickets } from './tickets';

/** Commas separate the values, so a value may hold spaces: "late delivery". */
function parseSearch(input: string): string[] {
  return input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Shows values set from the model (here, the initial state) the way a user types them. */
function formatSearch(values: string[]): string {
  return values.join(', ');
}

function TicketToolbar() {
  return (
    <Toolbar>
      <QuickFilter
        parser={parseSearch}
        formatter={formatSearch}
        debounceMs={500}
        expanded
        style={{ display: 'flex', alignItems: 'center', width: '100%', maxWidth: 360 }}
      >
        <QuickFilterControl placeholder="Values separated by commas" size="small" fullWidth />
        <QuickFilterClear aria-label="Clear the search" size="small">
          <CloseIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

const initialFilterModel: GridFilterModel = {
  items: [],
  quickFilterValues: ['refund', 'late delivery'],
  // Keep the rows that match any of the values.
  quickFilterLogicOperator: GridLogicOperator.Or,
};

export default function TicketQuickFilterParser() {
  const [quickFilterValues, setQuickFilterValues] = React.useState(
    initialFilterModel.quickFilterValues,
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={tickets}
          columns={ticketColumns}
          slots={{ toolbar: TicketToolbar }}
          showToolbar
          initialState={{ filter: { filterModel: initialFilterModel } }}
          onFilterModelChange={(model) => setQuickFilterValues(model.quickFilterValues)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          // Wraps on a phone: a region that scrolls sideways would need to take the focus.
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`quickFilterValues = ${JSON.stringify(quickFilterValues ?? [])}`}
      </Box>
    </Box>
  );
}
