import type { ChipProps } from '@mui/material/Chip';
import { onDemandComponent } from '../onDemandComponent';

/**
 * Material UI's Chip as the Data Grid's slots import it (see scripts/next/librarySwaps.mjs): chips appear
 * in filter values and in Premium's pivot, charts and assistant panels, never in the grid itself.
 */
const chip = onDemandComponent<ChipProps>(() =>
  import('@mui/material/Chip').then((module) => module.default),
);

export default chip.Component;
