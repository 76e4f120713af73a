import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';
import { atlas } from './atlas';

// For every item, the ids of its siblings (items that share its parent).
function buildSiblingLookup(items: TreeViewDefaultItemModelProperties[]) {
  const lookup: Record<string, string[]> = {};
  const visit = (siblings: TreeViewDefaultItemModelProperties[]) => {
    siblings.forEach((item) => {
      lookup[item.id] = siblings.filter((other) => other.id !== item.id).map((other) => other.id);
      visit(item.children ?? []);
    });
  };
  visit(items);
  return lookup;
}
const siblingLookup = buildSiblingLookup(atlas);

export default function SingleBranchExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['asia']);

  const handleToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isExpanded: boolean,
  ) => {
    setExpandedItems((previous) => {
      if (!isExpanded) {
        return previous.filter((id) => id !== itemId);
      }
      // Opening an item closes its siblings, like an accordion.
      const siblings = siblingLookup[itemId] ?? [];
      return [...previous.filter((id) => !siblings.includes(id)), itemId];
    });
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        expandedItems: {JSON.stringify(expandedItems)}
      </Typography>
      <RichTreeView
        items={atlas}
        expandedItems={expandedItems}
        onItemExpansionToggle={handleToggle}
      />
    </Box>
  );
}
