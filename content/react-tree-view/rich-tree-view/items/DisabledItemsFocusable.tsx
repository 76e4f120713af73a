import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// A seasonal recipe book: recipes whose main ingredient is out of season are disabled.
interface Recipe {
  id: string;
  label: string;
  outOfSeason?: boolean;
  children?: Recipe[];
}

const recipeBook: Recipe[] = [
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'pumpkin-soup', label: 'Roasted pumpkin soup' },
      { id: 'gazpacho', label: 'Gazpacho', outOfSeason: true },
      { id: 'lentil-soup', label: 'Red lentil soup' },
    ],
  },
  {
    id: 'desserts',
    label: 'Desserts',
    children: [
      { id: 'strawberry-tart', label: 'Strawberry tart', outOfSeason: true },
      { id: 'apple-crumble', label: 'Apple crumble' },
      { id: 'pear-cake', label: 'Spiced pear cake' },
    ],
  },
];

const isOutOfSeason = (recipe: Recipe) => recipe.outOfSeason === true;

export default function DisabledItemsFocusable() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <RichTreeView
        items={recipeBook}
        isItemDisabled={isOutOfSeason}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['soups', 'desserts']}
      />
    </Box>
  );
}
