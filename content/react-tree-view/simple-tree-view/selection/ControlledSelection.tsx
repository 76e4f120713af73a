import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const teams = [
  { id: 'design', label: 'Design', members: ['Hana Kobayashi', 'Rafael Duarte'] },
  { id: 'backend', label: 'Backend', members: ['Amara Nwosu', 'Jonas Weber', 'Lin Zhou'] },
  { id: 'support', label: 'Customer support', members: ['Eva Lindqvist'] },
];

const allMembers = teams.flatMap((team) => team.members);

export default function ControlledSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['Jonas Weber']);

  return (
    <Box sx={{ minHeight: 380, minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(allMembers)}>
          Invite everyone
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Meeting invitees"
        multiSelect
        checkboxSelection
        defaultExpandedItems={teams.map((team) => team.id)}
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
      >
        {teams.map((team) => (
          <TreeItem key={team.id} itemId={team.id} label={team.label} disableSelection>
            {team.members.map((member) => (
              <TreeItem key={member} itemId={member} label={member} />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Invitees ({selectedItems.length}): {selectedItems.join(', ') || '—'}
      </Typography>
    </Box>
  );
}
