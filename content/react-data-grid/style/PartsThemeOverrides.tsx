import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme, type ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid } from '@mui/x-data-grid';
import { bikeParts, partColumns } from './bikeParts';

// Typed as theme options, so that the callbacks of styleOverrides know the theme type.
const gridDefaults: NonNullable<ThemeOptions['components']>['MuiDataGrid'] = {
  defaultProps: {
    showColumnVerticalBorder: true,
    disableRowSelectionOnClick: true,
    hideFooterSelectedRowCount: true,
    pageSizeOptions: [4, 8],
  },
  styleOverrides: {
    root: ({ theme }) => ({
      borderRadius: Number(theme.shape.borderRadius) * 2,
      borderColor: (theme.vars || theme).palette.divider,
    }),
    columnHeader: ({ theme }) => ({
      backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.08),
    }),
    columnHeaderTitle: { fontWeight: 700 },
    cell: { fontVariantNumeric: 'tabular-nums' },
    footerContainer: ({ theme }) => ({
      backgroundColor: (theme.vars || theme).palette.action.hover,
    }),
  },
};

export default function PartsThemeOverrides() {
  const outerTheme = useTheme();

  // Merged into the surrounding theme: its palette and colour mode stay, and every
  // DataGrid rendered inside the provider gets these defaults and styles.
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        components: {
          MuiDataGrid: gridDefaults,
        },
      }),
    [outerTheme],
  );

  const drivetrain = bikeParts.filter((part) => part.category !== 'Wheels');
  const wheels = bikeParts.filter((part) => part.category === 'Wheels');

  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <div>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Parts, paginated by four
          </Typography>
          <Box sx={{ height: 340 }}>
            <DataGrid
              rows={drivetrain}
              columns={partColumns}
              initialState={{ pagination: { paginationModel: { pageSize: 4 } } }}
            />
          </Box>
        </div>
        <div>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Wheels, with the same theme and no extra prop
          </Typography>
          <Box sx={{ height: 260 }}>
            <DataGrid rows={wheels} columns={partColumns} />
          </Box>
        </div>
      </Stack>
    </ThemeProvider>
  );
}
