import { staticStyle } from '../theme/static/staticStyle';
import { NOT_FOUND_CLASS } from './NotFoundPage';

export const notFoundStyles = staticStyle(`.${NOT_FOUND_CLASS}`, (theme) => ({
  maxWidth: 640,
  minHeight: '60vh',
  margin: '0 auto',
  padding: theme.spacing(10, 3),
  '&:focus': { outline: 'none' },
  '& h1': { fontSize: '2.25rem', margin: '0 0 12px' },
  '& p': { color: theme.vars.palette.text.secondary, fontSize: '1.125rem' },
  '& a': { color: theme.vars.palette.primary.main, fontWeight: 600 },
}));
