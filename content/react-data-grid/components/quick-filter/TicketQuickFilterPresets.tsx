import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridQuickFilterValuesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

/** Searches the support team runs every morning. */
const presets = [
  { label: 'Refunds', values: ['refund'] },
  { label: 'Urgent and open', values: ['urgent', 'open'] },
  { label: 'Assigned to Yuki', values: ['yuki'] },
];

function TicketToolbar() {
  const apiRef = useGridApiContext();
  const quickFilterValues = useGridSelector(apiRef, gridQuickFilterValuesSelector) ?? [];
  const current = quickFilterValues.join(' ');

  return (
    <Toolbar style={{ flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
      <Box
        role="group"
        aria-label="Saved searches"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {presets.map((preset) => {
          const active = preset.values.join(' ') === current;
          return (
            <Button
              key={preset.label}
              size="small"
              variant={active ? 'contained' : 'outlined'}
              aria-pressed={active}
              // The field below follows the model: it shows the words of the preset.
              onClick={() => apiRef.current.setQuickFilterValues(active ? [] : preset.values)}
            >
              {preset.label}
            </Button>
          );
        })}
      </Box>
      <QuickFilter expanded>
        <QuickFilterControl placeholder="Search tickets" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function TicketQuickFilterPresets() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={ticketColumns}
        slots={{ toolbar: TicketToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
