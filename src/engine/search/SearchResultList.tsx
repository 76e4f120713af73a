import * as React from 'react';
import type { SearchHit } from './results';
import type { SearchResultType } from './types';

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
    <div id={id} className="search-list" role="listbox" aria-label={label}>
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
    </div>
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
    <section className="search-list" aria-label={title}>
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
    </section>
  );
};
