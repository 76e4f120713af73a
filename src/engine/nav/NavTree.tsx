import * as React from 'react';
import { DocsLink } from '../ui/DocsLink';
import type { Translate } from '../i18n/translate';
import { routeToUrl } from '../routing/contentFiles';
import type { Language } from '../../config/languages';
import { NavBadges } from './NavBadges';
import { isExternal, isGeneratedFile } from './tree';
import type { NavPage } from '../page/navTypes';

/** What every level of the tree shares. */
export interface NavTreeContext {
  language: Language;
  activeRoute: string | null;
  expanded: ReadonlySet<string>;
  onToggle: (pathname: string) => void;
  onNavigate: () => void;
  t: Translate;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      className="nav-chevron"
      data-open={open}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
    >
      <path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" fill="currentColor" />
    </svg>
  );
}

function NavItem({ page, depth, ctx }: { page: NavPage; depth: number; ctx: NavTreeContext }) {
  // Titles are resolved at build time (resolveNav.ts); `false` means an entry without one.
  const title = page.title || '';
  const style = { '--depth': depth } as React.CSSProperties;
  if (page.subheader) {
    return (
      <li className="nav-subheader">
        <div className="nav-caption" style={style}>
          {title}
        </div>
        <NavList pages={page.children ?? []} depth={depth} ctx={ctx} />
      </li>
    );
  }
  if (page.children) {
    const open = ctx.expanded.has(page.pathname);
    return (
      <li>
        <button
          type="button"
          className="nav-group"
          style={style}
          aria-expanded={open}
          onClick={() => ctx.onToggle(page.pathname)}
        >
          <span className="nav-label">{title}</span>
          <NavBadges page={page} t={ctx.t} />
          <Chevron open={open} />
        </button>
        {open ? <NavList pages={page.children} depth={depth + 1} ctx={ctx} /> : null}
      </li>
    );
  }
  if (isExternal(page)) {
    return (
      <li>
        <a className="nav-link" style={style} href={page.pathname} target="_blank" rel="noopener">
          <span className="nav-label">{title}</span>
          <span className="visually-hidden"> ({ctx.t('externalLink')})</span>
        </a>
      </li>
    );
  }
  if (!page.written) {
    return (
      <li>
        <span className="nav-link nav-unwritten" style={style} title={ctx.t('notWritten')}>
          <span className="nav-label">{title}</span>
          <NavBadges page={page} t={ctx.t} />
        </span>
      </li>
    );
  }
  if (isGeneratedFile(page.pathname)) {
    return (
      <li>
        <a className="nav-link" style={style} href={page.pathname}>
          <span className="nav-label">{title}</span>
          <NavBadges page={page} t={ctx.t} />
        </a>
      </li>
    );
  }
  const active = page.pathname === ctx.activeRoute;
  return (
    <li>
      <DocsLink
        className={active ? 'nav-link app-drawer-active' : 'nav-link'}
        style={style}
        href={routeToUrl(page.pathname, ctx.language)}
        aria-current={active ? 'page' : undefined}
        onClick={ctx.onNavigate}
      >
        <span className="nav-label">{title}</span>
        <NavBadges page={page} t={ctx.t} />
      </DocsLink>
    </li>
  );
}

/** One level of the navigation tree. */
export function NavList({
  pages,
  depth,
  ctx,
}: {
  pages: readonly NavPage[];
  depth: number;
  ctx: NavTreeContext;
}) {
  return (
    <ul className="nav-list">
      {pages.map((page) => (
        <NavItem key={page.pathname} page={page} depth={depth} ctx={ctx} />
      ))}
    </ul>
  );
}
