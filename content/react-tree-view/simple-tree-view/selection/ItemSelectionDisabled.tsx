import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Items rendered with disableSelection. Ctrl + A still selects them, so the callback drops them.
const notSessions = new Set(['day-1', 'day-2', 'lunch-1']);

export default function ItemSelectionDisabled() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 340, minWidth: 300 }}>
      <SimpleTreeView
        aria-label="Conference sessions"
        checkboxSelection
        multiSelect
        defaultExpandedItems={['day-1', 'day-2']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) =>
          setSelected(itemIds.filter((id) => !notSessions.has(id)))
        }
      >
        {/* Day headings only group sessions: they cannot be selected. */}
        <TreeItem itemId="day-1" label="Thursday" disableSelection>
          <TreeItem itemId="keynote" label="09:00 Opening keynote" />
          <TreeItem itemId="css-layers" label="10:30 Cascade layers in practice" />
          <TreeItem itemId="lunch-1" label="12:30 Lunch" disableSelection />
        </TreeItem>
        <TreeItem itemId="day-2" label="Friday" disableSelection>
          <TreeItem itemId="a11y-audit" label="09:30 Auditing accessibility" />
          <TreeItem itemId="workshop" label="14:00 Hands-on workshop (full)" disabled />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        My agenda: {selected.length > 0 ? selected.join(', ') : 'empty'}
      </Typography>
    </Box>
  );
}
