import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { syllabus } from './syllabus';

// The learner stopped in the middle of the last module, which starts collapsed.
const RESUME_MODULE = 'editing';
const RESUME_LESSON = 'colour-grading';

export default function LocateLessonElement() {
  const apiRef = useSimpleTreeViewApiRef();
  const theme = useTheme();
  const waitingForModule = React.useRef(false);
  const [report, setReport] = React.useState('Nothing looked up yet.');

  const showLesson = () => {
    const element = apiRef.current?.getItemDOMElement(RESUME_LESSON) ?? null;
    if (element == null) {
      setReport('getItemDOMElement returned null: the lesson is not rendered.');
      return;
    }
    // The element is the item's <li>; its content row is the first child with the content class.
    const row = element.querySelector<HTMLElement>(`:scope > .${treeItemClasses.content}`);
    element.scrollIntoView({ block: 'nearest' });
    row?.animate(
      [
        { backgroundColor: alpha(theme.palette.primary.main, 0.3) },
        { backgroundColor: 'transparent' },
      ],
      { duration: 1500, easing: 'ease-out' },
    );
    setReport(
      `Found <li id="${element.id}">, scrolled into view. The keyboard focus has not moved.`,
    );
  };

  const resume = () => {
    if (apiRef.current?.isItemExpanded(RESUME_MODULE)) {
      showLesson();
      return;
    }
    // A collapsed module does not render its lessons. Expand it, and scroll once its
    // group has finished opening: during the animation, the lesson is not at its final place.
    waitingForModule.current = true;
    apiRef.current?.setItemExpansion({ itemId: RESUME_MODULE, shouldBeExpanded: true });
  };

  const handleModuleOpened = (moduleId: string) => {
    if (moduleId === RESUME_MODULE && waitingForModule.current) {
      waitingForModule.current = false;
      showLesson();
    }
  };

  return (
    <Box sx={{ minWidth: 280 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" onClick={resume}>
          Resume the course
        </Button>
        <Button size="small" variant="outlined" onClick={showLesson}>
          Look up without expanding
        </Button>
      </Stack>
      <Box
        sx={{ height: 200, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <SimpleTreeView
          aria-label="Photography course syllabus"
          apiRef={apiRef}
          defaultExpandedItems={['basics', 'composition']}
        >
          {syllabus.map((module) => (
            <TreeItem
              key={module.id}
              itemId={module.id}
              label={module.title}
              disabled={module.locked}
              slotProps={{ groupTransition: { onEntered: () => handleModuleOpened(module.id) } }}
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
      <Typography variant="body2" role="status" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {report}
      </Typography>
    </Box>
  );
}
