import Box from '@mui/material/Box';
import Collapse, { type CollapseProps } from '@mui/material/Collapse';
import { keyframes } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import * as React from 'react';

interface Topic {
  id: string;
  label: string;
  children?: Topic[];
}

const faq: Topic[] = [
  {
    id: 'shipping',
    label: 'Shipping',
    children: [
      { id: 'shipping-time', label: 'How long does delivery take?' },
      { id: 'shipping-abroad', label: 'Do you ship abroad?' },
    ],
  },
  {
    id: 'returns',
    label: 'Returns',
    children: [
      { id: 'returns-window', label: 'How many days do I have to return an item?' },
      { id: 'returns-cost', label: 'Who pays for the return label?' },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    children: [{ id: 'account-delete', label: 'How do I delete my account?' }],
  },
];

// The group is mounted when its parent expands, so a keyframe animation plays on entry.
const slideIn = keyframes`
  from { opacity: 0; transform: translateX(-12px); }
  to { opacity: 1; transform: none; }
`;

// Receives the props of the default transition (in, unmountOnExit, component="ul",
// role="group", children…) and adds a slide and fade on top of the height animation.
const SlideCollapse = React.forwardRef<HTMLDivElement, CollapseProps>(
  function SlideCollapse(props, ref) {
    return (
      <Collapse
        ref={ref}
        {...props}
        timeout={{ enter: 320, exit: 180 }}
        sx={{
          animation: `${slideIn} 320ms ease-out`,
          opacity: props.in ? 1 : 0,
          // Collapse already transitions the height; fade out with the same timing.
          transitionProperty: 'height, opacity',
        }}
      />
    );
  },
);

const itemSlotProps = { slots: { groupTransition: SlideCollapse } };

export default function GroupTransitionSlot() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <RichTreeView
        aria-label="Help topics"
        items={faq}
        defaultExpandedItems={['shipping']}
        slotProps={{ item: itemSlotProps }}
      />
    </Box>
  );
}
