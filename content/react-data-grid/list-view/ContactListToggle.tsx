import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import GridOnIcon from '@mui/icons-material/GridOn';
import ViewListIcon from '@mui/icons-material/ViewList';
import { DataGridPro, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { contactColumns, contacts, initials, type Contact } from './contacts';

// The single column of the list: one cell per row, laid out freely.
const listColumn: GridListViewColDef<Contact> = {
  field: 'contactCard',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Avatar
        sx={{
          width: 36,
          height: 36,
          fontSize: 14,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {initials(row.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          {row.role}, {row.company} · {row.city}
        </Typography>
      </Box>
    </Stack>
  ),
};

export default function ContactListToggle() {
  const [view, setView] = React.useState<'list' | 'grid'>('list');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, value) => value && setView(value)}
        aria-label="Layout"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="list">
          <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} /> List
        </ToggleButton>
        <ToggleButton value="grid">
          <GridOnIcon fontSize="small" sx={{ mr: 0.5 }} /> Grid
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          rows={contacts}
          columns={contactColumns}
          listView={view === 'list'}
          listViewColumn={listColumn}
          rowHeight={64}
          aria-label="Contacts"
          hideFooter
        />
      </Box>
    </Box>
  );
}
