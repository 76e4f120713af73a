import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import type {} from '@mui/x-tree-view/themeAugmentation';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const recipes: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'shakshuka', label: 'Shakshuka' },
      { id: 'overnight-oats', label: 'Overnight oats' },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner',
    children: [
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'curry', label: 'Chickpea curry' },
      { id: 'tacos', label: 'Fish tacos' },
    ],
  },
  { id: 'desserts', label: 'Desserts', children: [{ id: 'tart', label: 'Lemon tart' }] },
];

export default function ThemeStyleOverrides() {
  const outerTheme = useTheme();

  // Extends the surrounding theme: every Tree View inside the provider picks up these entries.
  const theme = React.useMemo(
    () =>
      createTheme({
        ...outerTheme,
        components: {
          ...outerTheme.components,
          MuiRichTreeView: {
            defaultProps: { itemChildrenIndentation: 24 },
          },
          MuiTreeItem: {
            styleOverrides: {
              content: ({ theme: t }) => ({
                borderLeft: '3px solid transparent',
                borderRadius: 0,
                '&[data-selected]': {
                  borderLeftColor: t.palette.secondary.main,
                  backgroundColor: alpha(t.palette.secondary.main, 0.1),
                },
              }),
              label: { fontSize: 15, letterSpacing: 0.2 },
            },
          },
        },
      }),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ minHeight: 320, minWidth: 260 }}>
        <RichTreeView
          items={recipes}
          defaultExpandedItems={['breakfast', 'dinner']}
          defaultSelectedItems="risotto"
        />
      </Box>
    </ThemeProvider>
  );
}
