import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme, type ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { talks, type Talk } from './talks';

// The conference's brand: a plum primary colour, with a lighter shade for dark mode.
const brand = {
  light: { main: '#6a2c91', headerBg: '#4a1d66', rowBg: '#fdfaff' },
  dark: { main: '#d7a8f5', headerBg: '#2e1840', rowBg: '#17121c' },
};

const gridStyles: NonNullable<ThemeOptions['components']>['MuiDataGrid'] = {
  defaultProps: { rowHeight: 48, columnHeaderHeight: 48, disableRowSelectionOnClick: true },
  styleOverrides: {
    root: ({ theme }) => ({
      borderRadius: 12,
      borderWidth: 2,
      borderColor: (theme.vars || theme).palette.primary.main,
      overflow: 'hidden',
    }),
    // The header band in the brand colour: white text, icons, checkbox and focus ring on it.
    columnHeader: {
      color: '#ffffff',
      [`& .${gridClasses.iconButtonContainer} button, & .${gridClasses.menuIconButton}`]: {
        color: 'inherit',
      },
      '& .MuiCheckbox-root, & .MuiCheckbox-root.Mui-checked, & .MuiCheckbox-root.MuiCheckbox-indeterminate':
        { color: 'inherit' },
      '&:focus, &:focus-within': { outlineColor: '#ffffff', outlineWidth: 2, outlineOffset: -2 },
    },
    columnHeaderTitle: { fontWeight: 700, letterSpacing: '0.02em' },
    columnSeparator: { color: 'rgba(255, 255, 255, 0.5)' },
    row: ({ theme }) => ({
      '&:hover': {
        backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.08),
      },
    }),
  },
};

const columns: GridColDef<Talk>[] = [
  { field: 'start', headerName: 'Time', width: 80 },
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 240 },
  { field: 'track', headerName: 'Track', width: 120 },
  {
    field: 'booked',
    headerName: 'Booked',
    type: 'number',
    width: 140,
    valueFormatter: (value: number, row) =>
      value >= row.capacity ? 'Full' : `${value} of ${row.capacity}`,
  },
];

export default function TalksBrandTheme() {
  const outerTheme = useTheme();

  // The brand goes into the page's theme: the colour mode stays the reader's.
  const theme = React.useMemo(() => {
    const colors = outerTheme.palette.mode === 'dark' ? brand.dark : brand.light;
    return createTheme(outerTheme, {
      palette: {
        primary: outerTheme.palette.augmentColor({ color: { main: colors.main } }),
        DataGrid: { bg: colors.rowBg, headerBg: colors.headerBg, pinnedBg: colors.rowBg },
      },
      components: { MuiDataGrid: gridStyles },
    });
  }, [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={talks}
          columns={columns}
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </ThemeProvider>
  );
}
