import { styled } from '@mui/material/styles';
import * as React from 'react';
import { useTranslate } from './PageContext';
import { MAIN_CONTENT_ID } from './ids';

const Root = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: theme.spacing(1),
  left: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: 8,
  backgroundColor: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

/** The first tab stop: jumps over the navigation to the page's main content. */
export function SkipLink() {
  const t = useTranslate();
  return <Root href={`#${MAIN_CONTENT_ID}`}>{t('appFrame.skipToContent')}</Root>;
}
