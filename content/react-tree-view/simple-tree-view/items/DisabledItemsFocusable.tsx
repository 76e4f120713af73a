import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { syllabus } from './syllabus';

export default function DisabledItemsFocusable() {
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 380, minWidth: 300 }}>
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
        aria-label="Photography course syllabus"
        defaultExpandedItems={['basics']}
        disabledItemsFocusable={disabledItemsFocusable}
      >
        {syllabus.map((module) => (
          <TreeItem
            key={module.id}
            itemId={module.id}
            label={module.title}
            disabled={module.locked}
          >
            {module.lessons.map((lesson) => (
              <TreeItem
                key={lesson.id}
                itemId={lesson.id}
                label={lesson.title}
                disabled={lesson.locked}
              />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
