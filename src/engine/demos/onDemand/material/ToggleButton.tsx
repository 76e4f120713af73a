import type { ToggleButtonProps } from '@mui/material/ToggleButton';
import { onDemandComponent } from '../onDemandComponent';

/**
 * Material UI's ToggleButton as the Data Grid's slots import it (see scripts/next/librarySwaps.mjs): only
 * Premium's charts panel renders one.
 */
const toggleButton = onDemandComponent<ToggleButtonProps>(() =>
  import('@mui/material/ToggleButton').then((module) => module.default),
);

export default toggleButton.Component;
