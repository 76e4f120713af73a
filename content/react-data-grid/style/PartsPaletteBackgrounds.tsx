import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, darken, lighten, ThemeProvider, useTheme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid } from '@mui/x-data-grid';
import { bikeParts, partColumns } from './bikeParts';

export default function PartsPaletteBackgrounds() {
  const outerTheme = useTheme();

  // palette.DataGrid takes plain colours (no alpha): the grid mixes its hover and selection
  // tints into them. They are derived here from the primary colour, for each colour mode.
  const theme = React.useMemo(() => {
    const dark = outerTheme.palette.mode === 'dark';
    const primary = outerTheme.palette.primary.main;
    return createTheme(outerTheme, {
      palette: {
        DataGrid: {
          bg: dark ? darken(primary, 0.88) : lighten(primary, 0.96),
          headerBg: dark ? darken(primary, 0.72) : lighten(primary, 0.84),
          pinnedBg: dark ? darken(primary, 0.8) : lighten(primary, 0.9),
        },
      },
    });
  }, [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid rows={bikeParts} columns={partColumns} checkboxSelection hideFooter />
      </Box>
    </ThemeProvider>
  );
}
