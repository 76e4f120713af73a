import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewItemId } from '@mui/x-tree-view/models';

interface Recipe {
  key: string;
  title: string;
  minutes?: number;
  recipes?: Recipe[];
}

const initialRecipes: Recipe[] = [
  {
    key: 'soups',
    title: 'Soups',
    recipes: [
      { key: 'minestrone', title: 'Minestrone', minutes: 50 },
      { key: 'miso', title: 'Miso soup', minutes: 15 },
    ],
  },
  {
    key: 'salads',
    title: 'Salads',
    recipes: [
      { key: 'tabbouleh', title: 'Tabbouleh', minutes: 25 },
      { key: 'caesar', title: 'Caesar salad', minutes: 20 },
    ],
  },
];

function setTitle(recipes: Recipe[], key: TreeViewItemId, title: string): Recipe[] {
  return recipes.map((recipe) => {
    if (recipe.key === key) {
      return { ...recipe, title };
    }
    return recipe.recipes ? { ...recipe, recipes: setTitle(recipe.recipes, key, title) } : recipe;
  });
}

function findRecipe(recipes: Recipe[], key: TreeViewItemId): Recipe | undefined {
  for (const recipe of recipes) {
    if (recipe.key === key) {
      return recipe;
    }
    const found = recipe.recipes ? findRecipe(recipe.recipes, key) : undefined;
    if (found) {
      return found;
    }
  }
  return undefined;
}

// Defined once, outside the component, so the tree does not rebuild its items on every render.
const getRecipeId = (recipe: Recipe) => recipe.key;
const getRecipeTitle = (recipe: Recipe) => recipe.title;
const getRecipeChildren = (recipe: Recipe) => recipe.recipes;
const isRecipeEditable = (recipe: Recipe) => recipe.minutes !== undefined;

export default function CustomLabelField() {
  const [recipes, setRecipes] = React.useState(initialRecipes);
  const [lastEdited, setLastEdited] = React.useState<TreeViewItemId>('miso');
  const edited = findRecipe(recipes, lastEdited);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 250, width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <RichTreeView
          items={recipes}
          getItemId={getRecipeId}
          getItemLabel={getRecipeTitle}
          getItemChildren={getRecipeChildren}
          defaultExpandedItems={['soups', 'salads']}
          isItemEditable={isRecipeEditable}
          onItemLabelChange={(key, title) => {
            // The new label goes back into the `title` field of the data.
            setRecipes((prev) => setTitle(prev, key, title));
            setLastEdited(key);
          }}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="subtitle2" gutterBottom>
          Last edited recipe
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontSize: 13,
            overflowX: 'auto',
          }}
        >
          {JSON.stringify(edited, null, 2)}
        </Box>
      </Box>
    </Stack>
  );
}
