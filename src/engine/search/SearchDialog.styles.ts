/** The search dialog's panel: the field, the product filter and the result list. */
import { styled } from '@mui/material/styles';

export const Panel = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '100%',
  '& .search-field': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(1, 2),
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
  },
  '& .search-field input': {
    flex: 1,
    minWidth: 0,
    height: 44,
    border: 0,
    outline: 0,
    background: 'none',
    color: theme.vars.palette.text.primary,
    font: 'inherit',
    fontSize: '1rem',
  },
  '& .search-field:focus-within': {
    boxShadow: `inset 0 -2px 0 ${theme.vars.palette.primary.main}`,
  },
  '& .search-close': {
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 6,
    background: 'none',
    color: theme.vars.palette.text.secondary,
    font: 'inherit',
    fontSize: '0.75rem',
    padding: '2px 6px',
    cursor: 'pointer',
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: 2,
    },
  },
  '& .search-body': { overflowY: 'auto', padding: theme.spacing(1) },
  '& .search-status': { margin: theme.spacing(2), color: theme.vars.palette.text.secondary },
  '& .search-footer': {
    display: 'flex',
    gap: theme.spacing(2),
    padding: theme.spacing(1, 2),
    borderTop: `1px solid ${theme.vars.palette.divider}`,
    color: theme.vars.palette.text.secondary,
    fontSize: '0.75rem',
    '& kbd': { font: 'inherit', fontWeight: 700 },
    [theme.breakpoints.down('sm')]: { display: 'none' },
  },
}));
