import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemLabel } from '@mui/x-tree-view/TreeItem';
import type * as React from 'react';

interface Document {
  id: string;
  label: string;
  children?: Document[];
}

const documents: Document[] = [
  {
    id: 'contracts',
    label: 'Contracts and signed agreements',
    children: [
      { id: 'lease', label: 'Office lease agreement, Harbour Street, signed March 2025.pdf' },
      { id: 'nda', label: 'Mutual non-disclosure agreement with Northwind Logistics.pdf' },
    ],
  },
  {
    id: 'minutes',
    label: 'Board meeting minutes',
    children: [
      { id: 'q1', label: 'First quarter board meeting, approved minutes and annexes.docx' },
      { id: 'q2', label: 'Second quarter board meeting, draft minutes.docx' },
    ],
  },
];

type TruncatedLabelProps = React.HTMLAttributes<HTMLDivElement> & { editable?: boolean };

// Replaces the `label` slot: one line with an ellipsis, and the full name as a native tooltip.
function TruncatedLabel({ children, ...other }: TruncatedLabelProps) {
  return (
    <TreeItemLabel
      {...other}
      title={typeof children === 'string' ? children : undefined}
      sx={{ whiteSpace: 'nowrap', textOverflow: 'ellipsis', fontSize: 14 }}
    >
      {children}
    </TreeItemLabel>
  );
}

// Defined once, outside the component, so the items do not re-render for nothing.
const itemSlotProps = { slots: { label: TruncatedLabel } };

export default function TruncatedLabelDemo() {
  return (
    <Box sx={{ minHeight: 240, width: 280, maxWidth: '100%' }}>
      <RichTreeView
        aria-label="Company documents"
        items={documents}
        defaultExpandedItems={['contracts', 'minutes']}
        slotProps={{ item: itemSlotProps }}
      />
    </Box>
  );
}
