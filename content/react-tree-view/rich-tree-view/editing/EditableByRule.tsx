import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';

interface BoardItem {
  id: string;
  label: string;
  /** Items created from a company template keep their name. */
  fromTemplate?: boolean;
  children?: BoardItem[];
}

const board: BoardItem[] = [
  {
    id: 'onboarding',
    label: 'Onboarding checklist',
    fromTemplate: true,
    children: [
      { id: 'laptop', label: 'Order laptop', fromTemplate: true },
      { id: 'buddy', label: 'Assign a buddy: Priya' },
      { id: 'accounts', label: 'Create accounts', fromTemplate: true },
    ],
  },
  {
    id: 'launch',
    label: 'Website launch',
    children: [
      { id: 'copy', label: 'Final copy review' },
      { id: 'dns', label: 'Switch DNS on Friday' },
    ],
  },
];

export default function EditableByRule() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        items={board}
        defaultExpandedItems={['onboarding', 'launch']}
        isItemEditable={(item) => !item.fromTemplate}
        // `data-editable` is set on the content of every editable item.
        sx={{
          [`& .${treeItemClasses.content}:not([data-editable]) .${treeItemClasses.label}`]: {
            color: 'text.secondary',
            fontStyle: 'italic',
          },
        }}
      />
      <Typography variant="caption" color="text.secondary">
        Items in italics come from a template and cannot be renamed.
      </Typography>
    </Box>
  );
}
