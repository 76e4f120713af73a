import type { SwitchProps } from '@mui/material/Switch';
import { onDemandComponent } from '../onDemandComponent';

/**
 * Material UI's Switch as the Data Grid's slots import it (see scripts/next/librarySwaps.mjs): only
 * Premium's pivot and charts panels render one.
 */
const materialSwitch = onDemandComponent<SwitchProps>(() =>
  import('@mui/material/Switch').then((module) => module.default),
);

export default materialSwitch.Component;
