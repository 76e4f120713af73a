import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const initialProjects: Item[] = [
  {
    id: 'garden',
    label: 'Garden makeover',
    children: [
      { id: 'garden-1', label: 'Order raised beds' },
      { id: 'garden-2', label: 'Plant tomatoes' },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen repaint',
    children: [{ id: 'kitchen-1', label: 'Pick a colour' }],
  },
];

export default function DynamicItems() {
  const [projects, setProjects] = React.useState<Item[]>(initialProjects);
  const [selected, setSelected] = React.useState<string | null>(null);
  const [expanded, setExpanded] = React.useState<string[]>(['garden', 'kitchen']);
  const [taskName, setTaskName] = React.useState('');
  const nextId = React.useRef(1);

  // The project that contains the selection (or the selected project itself).
  const targetProject = projects.find(
    (project) => project.id === selected || project.children?.some((task) => task.id === selected),
  );

  const addTask = () => {
    if (!targetProject || taskName.trim() === '') {
      return;
    }
    const task = { id: `task-${nextId.current}`, label: taskName.trim() };
    nextId.current += 1;
    // Always build new arrays: the tree rebuilds its state when `items` changes identity.
    setProjects((previous) =>
      previous.map((project) =>
        project.id === targetProject.id
          ? { ...project, children: [...(project.children ?? []), task] }
          : project,
      ),
    );
    setExpanded((previous) =>
      previous.includes(targetProject.id) ? previous : [...previous, targetProject.id],
    );
    setTaskName('');
  };

  const removeSelected = () => {
    setProjects((previous) =>
      previous
        .filter((project) => project.id !== selected)
        .map((project) => ({
          ...project,
          children: project.children?.filter((task) => task.id !== selected),
        })),
    );
    setSelected(null);
  };

  return (
    <Box sx={{ minHeight: 340, minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="New task"
          value={taskName}
          onChange={(event) => setTaskName(event.target.value)}
        />
        <Button variant="contained" size="small" onClick={addTask} disabled={!targetProject}>
          Add
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={removeSelected}
          disabled={selected == null}
        >
          Remove selected
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {targetProject
          ? `New tasks go to “${targetProject.label}”.`
          : 'Select a project or task first.'}
      </Typography>
      <RichTreeView
        items={projects}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      />
    </Box>
  );
}
