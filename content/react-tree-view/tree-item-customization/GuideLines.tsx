import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

interface OutlineEntry {
  id: string;
  label: string;
  children?: OutlineEntry[];
}

const outline: OutlineEntry[] = [
  {
    id: 'part-1',
    label: 'Part I: The coast',
    children: [
      {
        id: 'ch-1',
        label: 'Chapter 1: Low tide',
        children: [
          { id: 'ch-1-1', label: 'The mudflats' },
          { id: 'ch-1-2', label: 'Oystercatchers' },
        ],
      },
      { id: 'ch-2', label: 'Chapter 2: Lighthouses' },
    ],
  },
  {
    id: 'part-2',
    label: 'Part II: Inland',
    children: [
      { id: 'ch-3', label: 'Chapter 3: Salt marsh' },
      { id: 'ch-4', label: 'Chapter 4: The river mouth' },
    ],
  },
];

// With itemChildrenIndentation={0} on the tree, the indentation comes from the margin and
// padding of each group, and the group's left border draws the guide line.
// The line sits under the centre of the parent's 16px expand icon.
const GuideLineItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: `calc(${theme.spacing(1)} + 7px)`,
    paddingLeft: theme.spacing(1),
    borderLeft: `1px dashed ${theme.alpha((theme.vars || theme).palette.text.primary, 0.3)}`,
  },
  [`& .${treeItemClasses.content}[data-focused]`]: {
    outline: `1px solid ${(theme.vars || theme).palette.primary.main}`,
  },
}));

export default function GuideLines() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <RichTreeView
        aria-label="Book outline"
        items={outline}
        defaultExpandedItems={['part-1', 'ch-1', 'part-2']}
        itemChildrenIndentation={0}
        slots={{ item: GuideLineItem }}
      />
    </Box>
  );
}
