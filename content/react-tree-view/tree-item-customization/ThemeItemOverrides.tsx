import Box from '@mui/material/Box';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type {} from '@mui/x-tree-view/themeAugmentation';
import * as React from 'react';

interface Station {
  id: string;
  label: string;
  children?: Station[];
}

const lines: Station[] = [
  {
    id: 'red',
    label: 'Red line',
    children: [
      { id: 'harbour', label: 'Harbour' },
      { id: 'old-town', label: 'Old Town' },
      { id: 'university', label: 'University' },
    ],
  },
  {
    id: 'green',
    label: 'Green line',
    children: [
      { id: 'airport', label: 'Airport' },
      { id: 'central', label: 'Central' },
    ],
  },
];

// Extends the surrounding theme: every RichTreeView and TreeItem below picks these up.
function withTreeOverrides(outerTheme: Theme): Theme {
  const palette = (outerTheme.vars || outerTheme).palette;
  return {
    ...outerTheme,
    components: {
      ...outerTheme.components,
      MuiRichTreeView: {
        defaultProps: { itemChildrenIndentation: 24 },
      },
      MuiTreeItem: {
        styleOverrides: {
          content: {
            borderRadius: 999,
            '&[data-selected], &[data-selected]:hover': {
              backgroundColor: palette.secondary.main,
              color: palette.secondary.contrastText,
            },
          },
          label: { fontSize: 14, fontWeight: 500 },
        },
      },
    },
  };
}

export default function ThemeItemOverrides() {
  const outerTheme = useTheme();
  const theme = React.useMemo(() => withTreeOverrides(outerTheme), [outerTheme]);

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <ThemeProvider theme={theme}>
        <RichTreeView
          aria-label="Metro lines"
          items={lines}
          defaultExpandedItems={['red', 'green']}
          defaultSelectedItems="central"
        />
      </ThemeProvider>
    </Box>
  );
}
