import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ItemChildrenIndentation() {
  const [indentation, setIndentation] = React.useState(24);

  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <Typography id="indentation-slider" variant="body2" gutterBottom>
        itemChildrenIndentation: {indentation}px
      </Typography>
      <Slider
        aria-labelledby="indentation-slider"
        value={indentation}
        min={0}
        max={48}
        step={4}
        marks
        onChange={(_event, value) => setIndentation(value as number)}
        sx={{ maxWidth: 280, mb: 2 }}
      />
      <SimpleTreeView
        aria-label="Music library"
        itemChildrenIndentation={indentation}
        defaultExpandedItems={['jazz', 'kind-of-blue', 'electronic']}
      >
        <TreeItem itemId="jazz" label="Jazz">
          <TreeItem itemId="kind-of-blue" label="Kind of Blue (1959)">
            <TreeItem itemId="so-what" label="So What" />
            <TreeItem itemId="blue-in-green" label="Blue in Green" />
          </TreeItem>
          <TreeItem itemId="time-out" label="Time Out (1959)" />
        </TreeItem>
        <TreeItem itemId="electronic" label="Electronic">
          <TreeItem itemId="selected-ambient" label="Selected Ambient Works" />
          <TreeItem itemId="music-has-the-right" label="Music Has the Right to Children" />
        </TreeItem>
        <TreeItem itemId="podcasts" label="Podcasts" />
      </SimpleTreeView>
    </Box>
  );
}
