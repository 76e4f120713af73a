import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// The content element carries data-selected, data-focused, data-expanded and data-disabled.
const SyllabusItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 0,
    borderLeft: '3px solid transparent',
    '&[data-expanded]': {
      [`& .${treeItemClasses.label}`]: { fontWeight: 600 },
    },
    '&[data-selected], &[data-selected]:hover': {
      borderLeftColor: (theme.vars || theme).palette.primary.main,
      backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.1),
    },
    '&[data-focused]': {
      outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
      outlineOffset: -2,
    },
    '&[data-disabled]': {
      [`& .${treeItemClasses.label}`]: { textDecoration: 'line-through' },
    },
  },
}));

export default function StateStyling() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Course syllabus"
        defaultExpandedItems={['week-1']}
        defaultSelectedItems="variables"
      >
        <SyllabusItem itemId="week-1" label="Week 1: Foundations">
          <SyllabusItem itemId="setup" label="Setting up the editor" />
          <SyllabusItem itemId="variables" label="Variables and types" />
          <SyllabusItem itemId="control-flow" label="Control flow" />
        </SyllabusItem>
        <SyllabusItem itemId="week-2" label="Week 2: Functions">
          <SyllabusItem itemId="parameters" label="Parameters" />
          <SyllabusItem itemId="closures" label="Closures" />
        </SyllabusItem>
        <SyllabusItem itemId="week-3" label="Week 3: Modules (cancelled)" disabled>
          <SyllabusItem itemId="imports" label="Imports and exports" />
        </SyllabusItem>
      </SimpleTreeView>
    </Box>
  );
}
