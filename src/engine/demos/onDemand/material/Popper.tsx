import type { PopperProps } from '@mui/material/Popper';
import { onDemandComponent, onFirstInput } from '../onDemandComponent';

/**
 * Material UI's Popper as the charts tooltip imports it (see scripts/next/librarySwaps.mjs): it renders only
 * while a tooltip is open, so its code (with Popper.js) loads at the reader's first input on the
 * page, well before a pointer rests on a bar or a key moves through the series.
 */
const popper = onDemandComponent<PopperProps>(() =>
  import('@mui/material/Popper').then((module) => module.default),
);
onFirstInput(() => void popper.preload());

export default popper.Component;
