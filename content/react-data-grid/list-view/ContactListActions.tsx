import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  DataGridPro,
  GridActionsCell,
  GridActionsCellItem,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { contactColumns, contacts as allContacts, initials, type Contact } from './contacts';

// Lets the list cell reach the page's handlers without rebuilding the column on every change.
const ActionsContext = React.createContext<{
  toggleFavourite: (id: number) => void;
  remove: (id: number) => void;
}>({ toggleFavourite: () => {}, remove: () => {} });

function ContactCard(params: GridRenderCellParams<Contact>) {
  const { row } = params;
  const { toggleFavourite, remove } = React.useContext(ActionsContext);

  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', height: '100%', width: '100%', minWidth: 0 }}
    >
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
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          {row.company} · {row.email}
        </Typography>
      </Box>
      {/* GridActionsCell gives the buttons one tab stop, arrow keys between them, and an overflow menu. */}
      <GridActionsCell {...params}>
        <GridActionsCellItem
          icon={row.favourite ? <StarIcon color="warning" /> : <StarBorderIcon />}
          label={
            row.favourite ? `Remove ${row.name} from favourites` : `Add ${row.name} to favourites`
          }
          onClick={() => toggleFavourite(row.id)}
        />
        <GridActionsCellItem
          icon={<EmailIcon fontSize="small" />}
          label="Write an email"
          showInMenu
          onClick={() => window.open(`mailto:${row.email}`)}
        />
        <GridActionsCellItem
          icon={<DeleteIcon fontSize="small" />}
          label="Remove from contacts"
          showInMenu
          onClick={() => remove(row.id)}
        />
      </GridActionsCell>
    </Stack>
  );
}

const listColumn: GridListViewColDef<Contact> = {
  field: 'contactCard',
  renderCell: (params) => <ContactCard {...params} />,
};

export default function ContactListActions() {
  const [rows, setRows] = React.useState<Contact[]>(allContacts);

  const actions = React.useMemo(
    () => ({
      toggleFavourite: (id: number) =>
        setRows((previous) =>
          previous.map((row) => (row.id === id ? { ...row, favourite: !row.favourite } : row)),
        ),
      remove: (id: number) => setRows((previous) => previous.filter((row) => row.id !== id)),
    }),
    [],
  );

  const favourites = rows.filter((row) => row.favourite).length;

  return (
    <ActionsContext.Provider value={actions}>
      <Box sx={{ width: '100%' }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {rows.length} contacts, {favourites} favourites
          </Typography>
          <Button
            size="small"
            disabled={rows.length === allContacts.length}
            onClick={() => setRows(allContacts)}
          >
            Restore removed contacts
          </Button>
        </Box>
        <Box sx={{ height: 440 }}>
          <DataGridPro
            rows={rows}
            columns={contactColumns}
            listView
            listViewColumn={listColumn}
            rowHeight={64}
            aria-label="Contacts with actions"
            disableRowSelectionOnClick
            hideFooter
          />
        </Box>
      </Box>
    </ActionsContext.Provider>
  );
}
