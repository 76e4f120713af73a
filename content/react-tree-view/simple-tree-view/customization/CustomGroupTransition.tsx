import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse, { collapseClasses, type CollapseProps } from '@mui/material/Collapse';
import { keyframes } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

const slideIn = keyframes`
  from {
    opacity: 0;
    transform: translateX(-12px);
  }
  to {
    opacity: 1;
    transform: translateX(0);
  }
`;

// Receives the props the Tree Item gives to its group (in, children, role, …)
// and adds a slide-in animation of the children on top of the usual collapse.
function SlideInCollapse(props: CollapseProps) {
  return (
    <Collapse
      {...props}
      timeout={300}
      sx={{
        [`& .${collapseClasses.wrapperInner}`]: {
          animation: `${slideIn} 300ms ease-out`,
        },
      }}
    />
  );
}

function AnimatedTreeItem(props: TreeItemProps) {
  return <TreeItem {...props} slots={{ groupTransition: SlideInCollapse, ...props.slots }} />;
}

export default function CustomGroupTransition() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <SimpleTreeView aria-label="Bakery menu" defaultExpandedItems={['breads']}>
        <AnimatedTreeItem itemId="breads" label="Breads">
          <AnimatedTreeItem itemId="sourdough" label="Country sourdough" />
          <AnimatedTreeItem itemId="rye" label="Danish rye" />
          <AnimatedTreeItem itemId="focaccia" label="Rosemary focaccia" />
        </AnimatedTreeItem>
        <AnimatedTreeItem itemId="pastries" label="Pastries">
          <AnimatedTreeItem itemId="croissant" label="Butter croissant" />
          <AnimatedTreeItem itemId="cardamom-bun" label="Cardamom bun" />
        </AnimatedTreeItem>
        <AnimatedTreeItem itemId="cakes" label="Cakes">
          <AnimatedTreeItem itemId="carrot-cake" label="Carrot cake" />
          <AnimatedTreeItem itemId="basque-cheesecake" label="Basque cheesecake" />
        </AnimatedTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
