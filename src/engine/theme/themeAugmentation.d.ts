// The docs theme always uses CSS variables, so `theme.vars` is always defined.
import type {} from '@mui/material/themeCssVarsAugmentation';
