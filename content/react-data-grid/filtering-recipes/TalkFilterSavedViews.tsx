import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { talkColumns, talks } from './talks';

interface SavedView {
  name: string;
  model: GridFilterModel;
}

const STARTER_VIEWS: SavedView[] = [
  { name: 'All talks', model: { items: [] } },
  { name: 'Short talks', model: { items: [{ field: 'durationMin', operator: '<=', value: 20 }] } },
  {
    name: 'For beginners',
    model: { items: [{ field: 'level', operator: 'is', value: 'Beginner' }] },
  },
];

export default function TalkFilterSavedViews() {
  const [views, setViews] = React.useState<SavedView[]>(STARTER_VIEWS);
  const [active, setActive] = React.useState('All talks');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [newName, setNewName] = React.useState('');

  const saveView = () => {
    const name = newName.trim();
    if (name === '') {
      return;
    }
    // A copy, so that later changes to the grid's filter do not change the saved view.
    const view = { name, model: structuredClone(filterModel) };
    setViews((current) => [...current.filter((item) => item.name !== name), view]);
    setActive(name);
    setNewName('');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Saved views"
        value={active}
        onChange={(_event, name: string | null) => {
          const view = views.find((item) => item.name === name);
          if (view) {
            setActive(view.name);
            setFilterModel(view.model);
          }
        }}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {views.map((view) => (
          <ToggleButton key={view.name} value={view.name}>
            {view.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={talks}
          columns={talkColumns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            // The filter no longer matches a saved view.
            setActive('');
          }}
          hideFooter
        />
      </Box>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          size="small"
          label="Name of this view"
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
        />
        <Button variant="outlined" onClick={saveView} disabled={newName.trim() === ''}>
          Save the current filter
        </Button>
      </Stack>
    </Box>
  );
}
