import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { syllabus } from './syllabus';

export default function DisabledItems() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 300 }}>
      <SimpleTreeView
        aria-label="Photography course syllabus"
        defaultExpandedItems={['basics', 'composition']}
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
