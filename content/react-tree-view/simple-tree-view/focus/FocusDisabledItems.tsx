import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FocusDisabledItems() {
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(true);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 340, minWidth: 300 }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabledItemsFocusable}
            onChange={(event) => setDisabledItemsFocusable(event.target.checked)}
          />
        }
        label="disabledItemsFocusable"
        sx={{ mb: 1 }}
      />
      <SimpleTreeView
        aria-label="Streaming plan features"
        defaultExpandedItems={['basic', 'premium']}
        disabledItemsFocusable={disabledItemsFocusable}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      >
        <TreeItem itemId="basic" label="Basic plan">
          <TreeItem itemId="hd" label="HD streaming" />
          <TreeItem itemId="downloads" label="Offline downloads (upgrade)" disabled />
        </TreeItem>
        <TreeItem itemId="premium" label="Premium plan">
          <TreeItem itemId="uhd" label="4K streaming" />
          <TreeItem
            itemId="spatial-audio"
            label="Spatial audio (not offered in your region)"
            disabled
          />
          <TreeItem itemId="family" label="Six profiles" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Focused with the keyboard or mouse: {focused ?? 'none yet'}
      </Typography>
    </Box>
  );
}
