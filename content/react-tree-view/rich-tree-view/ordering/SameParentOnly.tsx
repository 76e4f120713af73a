import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';
import type { ItemPosition } from './reorderUtils';

const thesis: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'intro',
    label: '1. Introduction',
    children: [
      { id: 'motivation', label: 'Motivation' },
      { id: 'questions', label: 'Research questions' },
      { id: 'structure', label: 'Structure of the thesis' },
    ],
  },
  {
    id: 'methods',
    label: '2. Methods',
    children: [
      { id: 'sampling', label: 'Sampling of coastal sites' },
      { id: 'lab', label: 'Laboratory analysis' },
      { id: 'stats', label: 'Statistical models' },
    ],
  },
  { id: 'results', label: '3. Results' },
  { id: 'discussion', label: '4. Discussion' },
];

// Sections can change order among their siblings, but never change chapter or level.
const canMoveItemToNewPosition = ({
  oldPosition,
  newPosition,
}: {
  oldPosition: ItemPosition;
  newPosition: ItemPosition;
}) => oldPosition.parentId === newPosition.parentId;

export default function SameParentOnly() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <RichTreeViewPro
        items={thesis}
        defaultExpandedItems={['intro', 'methods']}
        itemsReordering
        canMoveItemToNewPosition={canMoveItemToNewPosition}
      />
    </Box>
  );
}
