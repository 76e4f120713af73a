import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type {
  TreeViewDefaultItemModelProperties,
  TreeViewSelectionPropagation,
} from '@mui/x-tree-view/models';

// Permissions granted to a role in an admin console.
const permissions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing-view', label: 'View invoices' },
      { id: 'billing-refund', label: 'Issue refunds' },
    ],
  },
  {
    id: 'users',
    label: 'User management',
    children: [
      { id: 'users-invite', label: 'Invite users' },
      {
        id: 'users-roles',
        label: 'Roles',
        children: [
          { id: 'roles-assign', label: 'Assign roles' },
          { id: 'roles-edit', label: 'Edit role definitions' },
        ],
      },
    ],
  },
];

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [granted, setGranted] = React.useState<string[]>([]);

  const handleSwitch =
    (key: keyof TreeViewSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
      setPropagation((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Box sx={{ minHeight: 380, minWidth: 300 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={!!propagation.descendants} onChange={handleSwitch('descendants')} />
          }
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={!!propagation.parents} onChange={handleSwitch('parents')} />}
          label="parents"
        />
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Granted: {granted.join(', ') || 'nothing'}
      </Typography>
      <RichTreeView
        items={permissions}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        selectedItems={granted}
        onSelectedItemsChange={(_event, itemIds) => setGranted(itemIds)}
        defaultExpandedItems={['billing', 'users', 'users-roles']}
      />
    </Box>
  );
}
