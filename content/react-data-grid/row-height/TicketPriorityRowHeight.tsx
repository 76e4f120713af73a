import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDensity,
  type GridRowHeightParams,
  type GridRowHeightReturnValue,
} from '@mui/x-data-grid';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  {
    field: 'subject',
    headerName: 'Subject',
    flex: 1,
    minWidth: 240,
    renderCell: ({ row }) =>
      row.priority === 'Urgent' ? (
        // Urgent rows are taller, with room for the start of the message.
        <Box sx={{ py: 0.5, lineHeight: 1.4, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {row.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {row.message}
          </Typography>
        </Box>
      ) : (
        row.subject
      ),
  },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'priority', headerName: 'Priority', width: 90 },
];

// Declared outside the component: the grid caches row heights per function reference.
function getRowHeight({ model, densityFactor }: GridRowHeightParams): GridRowHeightReturnValue {
  if ((model as Ticket).priority === 'Urgent') {
    // A returned number is used as is, so follow the density yourself.
    return Math.round(72 * densityFactor);
  }
  // null (or undefined): use rowHeight, adjusted for the density.
  return null;
}

export default function TicketPriorityRowHeight() {
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Density"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 460 }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          getRowHeight={getRowHeight}
          density={density}
          hideFooter
        />
      </Box>
    </Box>
  );
}
