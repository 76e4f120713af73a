import { styled } from '@mui/material/styles';
import * as React from 'react';
import type { SearchHit } from './results';
import type { SearchResultType } from './types';

const List = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  '& .search-hit': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: theme.spacing(1.5),
    padding: theme.spacing(1, 1.5),
    borderRadius: 8,
    color: theme.vars.palette.text.primary,
    textDecoration: 'none',
    scrollMarginBlock: theme.spacing(1),
  },
  '& .search-hit[aria-selected="true"]': {
    backgroundColor: theme.vars.palette.action.selected,
    boxShadow: `inset 3px 0 0 ${theme.vars.palette.primary.main}`,
  },
  '& .search-type': {
    gridRow: 'span 2',
    alignSelf: 'start',
    marginTop: 2,
    padding: '0 6px',
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 6,
    fontSize: '0.6875rem',
    fontWeight: 600,
    lineHeight: '18px',
    color: theme.vars.palette.text.secondary,
    whiteSpace: 'nowrap',
  },
  '& .search-title': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& .search-context': { color: theme.vars.palette.text.secondary, fontWeight: 400 },
  '& .search-excerpt': {
    fontSize: '0.8125rem',
    color: theme.vars.palette.text.secondary,
    overflowWrap: 'anywhere',
    '& mark': {
      backgroundColor: 'transparent',
      color: theme.vars.palette.text.primary,
      fontWeight: 700,
      textDecoration: 'underline',
    },
  },
  '& .search-section-title': {
    margin: theme.spacing(1, 1.5, 0.5),
    fontSize: '0.75rem',
    fontWeight: 700,
    color: theme.vars.palette.text.secondary,
  },
  '& .search-recent': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0, 1.5),
  },
  '& .search-recent button': {
    border: 0,
    background: 'none',
    color: theme.vars.palette.text.primary,
    font: 'inherit',
    padding: theme.spacing(0.75, 0),
    cursor: 'pointer',
    textAlign: 'start',
    '&:first-of-type': { flex: 1 },
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: 2,
    },
  },
}));

interface SearchResultListProps {
  id: string;
  label: string;
  hits: SearchHit[];
  active: number;
  onHover: (index: number) => void;
  onPick: (hit: SearchHit) => void;
  typeLabel: (type: SearchResultType) => string;
}

/** The results as a listbox of links; the active one follows the keyboard and the pointer. */
export function SearchResultList({
  id,
  label,
  hits,
  active,
  onHover,
  onPick,
  typeLabel,
}: SearchResultListProps) {
  const activeRef = React.useRef<HTMLAnchorElement>(null);
  React.useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  return (
    <List id={id} role="listbox" aria-label={label}>
      {hits.map((hit, index) => (
        <a
          key={hit.id}
          id={`${id}-${index}`}
          ref={index === active ? activeRef : undefined}
          className="search-hit"
          role="option"
          aria-selected={index === active}
          href={hit.url}
          tabIndex={-1}
          data-search-type={hit.type}
          onMouseMove={() => onHover(index)}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onPick(hit);
          }}
        >
          <span className="search-type">{typeLabel(hit.type)}</span>
          <span className="search-title">
            {hit.title}
            {hit.context ? <span className="search-context"> · {hit.context}</span> : null}
          </span>
          {/* Pagefind escapes the indexed text and only adds <mark> around the matches. */}
          <span className="search-excerpt" dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
        </a>
      ))}
    </List>
  );
}

interface RecentProps {
  title: string;
  items: string[];
  removeLabel: (item: string) => string;
  onPick: (item: string) => void;
  onRemove: (item: string) => void;
}

/** The recent searches shown before the reader types. */
SearchResultList.Recent = function RecentSearches({
  title,
  items,
  removeLabel,
  onPick,
  onRemove,
}: RecentProps) {
  return (
    <List as="section" aria-label={title}>
      <h2 className="search-section-title">{title}</h2>
      {items.map((item) => (
        <div key={item} className="search-recent">
          <button type="button" onClick={() => onPick(item)}>
            {item}
          </button>
          <button type="button" aria-label={removeLabel(item)} onClick={() => onRemove(item)}>
            ×
          </button>
        </div>
      ))}
    </List>
  );
};
