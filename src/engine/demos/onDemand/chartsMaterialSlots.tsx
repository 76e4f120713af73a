import type { ButtonProps } from '@mui/material/Button';
import type { IconButtonProps } from '@mui/material/IconButton';
import { onDemandComponent } from './onDemandComponent';

/**
 * The charts' default Material UI slots, as `@mui/x-charts/internals/material` exports them (see
 * scripts/next/librarySwaps.mjs), with each component loaded when first rendered. Only the charts toolbar
 * renders them; its row keeps its height (44 px) while the buttons arrive.
 */
const button = onDemandComponent<ButtonProps>(() =>
  import('@mui/material/Button').then((module) => module.default),
);
const iconButton = onDemandComponent<IconButtonProps>(() =>
  import('@mui/material/IconButton').then((module) => module.default),
);

export const defaultSlotsMaterial = {
  baseButton: button.Component,
  baseIconButton: iconButton.Component,
};
