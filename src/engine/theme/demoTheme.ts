import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { DEMO_BORDER_RADIUS } from './constants';
import { BASE_THEME_OPTIONS } from './docsTheme';
import type { ThemePreferences } from './themePreferences';
// Type-only: lets the dense defaults below name the MUI X components (no runtime import).
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';

/** Component defaults of dense mode: the small sizes and tighter margins Material UI offers. */
export const DENSE_COMPONENT_DEFAULTS: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiButtonGroup: { defaultProps: { size: 'small' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiFormControl: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiRadio: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  // MUI X: the pickers' own text field, and the grid's compact density.
  MuiPickersTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiDataGrid: { defaultProps: { density: 'compact' } },
};

/**
 * The theme demos run in: Material UI's look (radius 4), with the reader's spacing, density,
 * direction, colour mode and colours from the settings drawer.
 */
export function createDemoTheme(preferences: ThemePreferences): Theme {
  return createTheme({
    ...BASE_THEME_OPTIONS,
    spacing: preferences.spacing,
    direction: preferences.direction,
    shape: { borderRadius: DEMO_BORDER_RADIUS },
    palette: { mode: preferences.paletteMode, ...preferences.paletteColors },
    components: preferences.dense ? DENSE_COMPONENT_DEFAULTS : {},
  });
}
