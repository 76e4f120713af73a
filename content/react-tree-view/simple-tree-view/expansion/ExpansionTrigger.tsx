import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

type Trigger = 'content' | 'iconContainer';

export default function ExpansionTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('iconContainer');
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 340, minWidth: 280 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, value: Trigger | null) => {
          if (value !== null) {
            setTrigger(value);
          }
        }}
        aria-label="Expansion trigger"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="content">content</ToggleButton>
        <ToggleButton value="iconContainer">iconContainer</ToggleButton>
      </ToggleButtonGroup>
      <SimpleTreeView
        aria-label="Mail folders"
        expansionTrigger={trigger}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      >
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="inbox-receipts" label="Receipts" />
          <TreeItem itemId="inbox-newsletters" label="Newsletters" />
        </TreeItem>
        <TreeItem itemId="projects" label="Projects">
          <TreeItem itemId="projects-renovation" label="Kitchen renovation" />
          <TreeItem itemId="projects-wedding" label="Wedding planning" />
        </TreeItem>
        <TreeItem itemId="archive" label="Archive" />
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Open folder: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
