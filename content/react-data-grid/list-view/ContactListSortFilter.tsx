import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridFilterModel,
  type GridListViewColDef,
  type GridSortModel,
} from '@mui/x-data-grid-pro';
import { contactColumns, contacts, type Contact } from './contacts';

const listColumn: GridListViewColDef<Contact> = {
  field: 'contactCard',
  renderCell: ({ row }) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {row.name}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          ({row.kind})
        </Box>
      </Typography>
      <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
        {row.company}, {row.city}
      </Typography>
    </Box>
  ),
};

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'company', label: 'Company' },
  { value: 'city', label: 'City' },
];

export default function ContactListSortFilter() {
  // With no column headers in the list, the page offers the sorting and filtering controls itself.
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const kindItem = filterModel.items.find(
    (item) => item.field === 'kind' && item.operator === 'equals',
  );
  const kind: Contact['kind'] | 'All' = kindItem?.value ?? 'All';

  // Replaces the type filter and keeps the other filters and the toolbar's search text.
  const setKind = (value: Contact['kind'] | 'All') => {
    setFilterModel((previous) => ({
      ...previous,
      items: [
        ...previous.items.filter((item) => item.field !== 'kind'),
        ...(value === 'All' ? [] : [{ id: 'kind', field: 'kind', operator: 'equals', value }]),
      ],
    }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="Sort by"
          value={sortModel[0]?.field ?? 'name'}
          onChange={(event) => setSortModel([{ field: event.target.value, sort: 'asc' }])}
          sx={{ minWidth: 140 }}
        >
          {sortOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          onChange={(_event, value) => value && setKind(value)}
          aria-label="Contact type"
        >
          {(['All', 'Client', 'Supplier', 'Consultant'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={contacts}
          columns={contactColumns}
          listView
          listViewColumn={listColumn}
          rowHeight={60}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          aria-label="Contacts, sorted and filtered"
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
