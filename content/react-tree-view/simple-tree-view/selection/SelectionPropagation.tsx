import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';
import { getGroupIds, permissions, type Permission } from './permissions';

const renderPermission = (permission: Permission) => (
  <TreeItem key={permission.id} itemId={permission.id} label={permission.label}>
    {permission.children?.map(renderPermission)}
  </TreeItem>
);

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [selected, setSelected] = React.useState<string[]>([]);

  const toggle = (key: keyof TreeViewSelectionPropagation) =>
    setPropagation((previous) => ({ ...previous, [key]: !previous[key] }));

  return (
    <Box sx={{ minHeight: 420, minWidth: 300 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={!!propagation.descendants} onChange={() => toggle('descendants')} />
          }
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={!!propagation.parents} onChange={() => toggle('parents')} />}
          label="parents"
        />
      </Stack>
      <SimpleTreeView
        aria-label="Editor role permissions"
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        defaultExpandedItems={getGroupIds(permissions)}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      >
        {permissions.map(renderPermission)}
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Granted: {selected.length > 0 ? selected.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
