import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGridPro, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { contactColumns, contacts, initials, type Contact } from './contacts';

const listColumn: GridListViewColDef<Contact> = {
  field: 'contactCard',
  renderCell: ({ row }) => (
    <Stack spacing={0.5} sx={{ py: 1, minWidth: 0, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Avatar
          sx={{
            width: 28,
            height: 28,
            fontSize: 12,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials(row.name)}
        </Avatar>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500, flex: 1 }}>
          {row.name}
        </Typography>
        <Chip label={row.kind} size="small" variant="outlined" />
      </Stack>
      <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
        {row.company} · {row.phone}
      </Typography>
      <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
        {row.email}
      </Typography>
    </Stack>
  ),
};

export default function ContactListResponsive() {
  const theme = useTheme();
  // Below the `md` breakpoint (900 px), seven columns no longer fit: show one card per row instead.
  const narrow = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Showing the {narrow ? 'list' : 'grid'} layout for a {narrow ? 'narrow' : 'wide'} window.
      </Typography>
      <Box sx={{ height: 460 }}>
        <DataGridPro
          rows={contacts}
          columns={contactColumns}
          listView={narrow}
          listViewColumn={listColumn}
          // List rows hold three lines; grid rows one.
          rowHeight={narrow ? 88 : 52}
          aria-label="Contacts"
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
