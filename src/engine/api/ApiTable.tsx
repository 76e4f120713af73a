import * as React from 'react';
import { useClientValue } from '../client/useClientValue';
import { useTranslate } from '../page/PageContext';
import type {
  ApiCssClassRow,
  ApiLayout,
  ApiPropRow,
  ApiSlotRow,
  ApiTableProps,
} from './apiTableTypes';
import { API_LAYOUTS } from './apiTableTypes';

export const API_TABLE_CLASS = 'docs-api-table';

const STORAGE_PREFIX = 'apiPage_';

/** Where a section's layout is remembered: Data Grid pages keep their own choice, as in the reference. */
export function layoutStorageKey(section: ApiTableProps['section'], dataGrid: boolean): string {
  return `${dataGrid ? 'dataGrid_' : ''}${STORAGE_PREFIX}${section}`;
}

/** The reader's layout for a section, read from localStorage after hydration. */
function useStoredLayout(
  key: string,
  fallback: ApiLayout,
): [ApiLayout, (layout: ApiLayout) => void] {
  const stored = useClientValue(() => readStoredLayout(key), null);
  const [chosen, setChosen] = React.useState<ApiLayout | null>(null);
  const choose = (next: ApiLayout) => {
    setChosen(next);
    try {
      window.localStorage.setItem(key, next);
    } catch {
      // The choice then lasts for this page only.
    }
  };
  return [chosen ?? stored ?? fallback, choose];
}

function readStoredLayout(key: string): ApiLayout | null {
  try {
    const stored = window.localStorage.getItem(key);
    return stored && (API_LAYOUTS as readonly string[]).includes(stored)
      ? (stored as ApiLayout)
      : null;
  } catch {
    return null; // Storage unavailable: the default layout stays.
  }
}

type Row = {
  id: string;
  name: React.ReactNode;
  label: string;
  cells: [string, React.ReactNode][];
  description: string;
};

function Html({ html }: { html: string }) {
  return <div className="api-description" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A props, slots or CSS classes table, with its table / expanded list / collapsed list toggle. */
export function ApiTable({ section, entity, anchorPrefix, rows, dataGrid }: ApiTableProps) {
  const t = useTranslate();
  const tableLabel = `${entity} ${t(`api.${section}`)}`;
  const [layout, setLayout] = useStoredLayout(
    layoutStorageKey(section, dataGrid),
    dataGrid ? 'expanded' : 'table',
  );
  const rootRef = React.useRef<HTMLDivElement>(null);
  // A link to a row of a collapsed list opens that row.
  React.useEffect(() => {
    const reveal = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id
        ? rootRef.current?.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`)
        : null;
      const details = target?.querySelector('details');
      if (details && !details.open) {
        details.open = true;
        target!.scrollIntoView();
      }
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [layout]);
  const anchor = (id: string, label: string) => (
    <a className="api-anchor" href={`#${id}`} aria-label={`${t('api.linkTo')} ${label}`}>
      #
    </a>
  );
  const columns = [
    t(`api.columns.${section}.name`),
    ...(section === 'classes'
      ? [t('api.columns.classes.rule')]
      : [t(`api.columns.${section}.type`)]),
    ...(section === 'props' ? [t('api.columns.props.default')] : []),
    t('api.columns.description'),
  ];

  const items: Row[] = rows.map((row) => {
    if (section === 'props') {
      const prop = row as ApiPropRow;
      return {
        id: `${anchorPrefix}prop-${prop.name}`,
        label: prop.name,
        name: (
          <>
            {prop.name}
            {prop.required && (
              <span className="api-required" title={t('api.required')}>
                *<span className="visually-hidden"> ({t('api.required')})</span>
              </span>
            )}
            {prop.deprecatedHtml !== null && (
              <span className="api-deprecated">{t('api.deprecated')}</span>
            )}
            {prop.since && (
              <span className="api-since">
                {t('api.since').replace('{version}', `v${prop.since}`)}
              </span>
            )}
          </>
        ),
        cells: [
          [columns[1], <code key="type">{prop.type}</code>],
          [columns[2], prop.default === null ? '' : <code key="default">{prop.default}</code>],
        ],
        description: prop.deprecatedHtml
          ? `${prop.deprecatedHtml}${prop.descriptionHtml}`
          : prop.descriptionHtml,
      };
    }
    if (section === 'slots') {
      const slot = row as ApiSlotRow;
      return {
        id: `${anchorPrefix}slot-${slot.name}`,
        label: slot.name,
        name: slot.name,
        cells: [
          [
            columns[1],
            slot.defaultComponent ? <code key="default">{slot.defaultComponent}</code> : '',
          ],
        ],
        description: slot.descriptionHtml,
      };
    }
    const cls = row as ApiCssClassRow;
    return {
      id: `${anchorPrefix}classes-${cls.key}`,
      label: cls.className,
      name: <code>.{cls.className}</code>,
      cells: [[columns[1], <code key="rule">{cls.key}</code>]],
      description: cls.descriptionHtml,
    };
  });

  return (
    <div
      className={`api-table ${API_TABLE_CLASS}`}
      data-layout={layout}
      data-section={section}
      ref={rootRef}
    >
      <div
        className="api-layouts"
        role="group"
        aria-label={`${t(`api.${section}`)}: ${t('api.layout')}`}
      >
        {API_LAYOUTS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={layout === option}
            onClick={() => setLayout(option)}
            data-ga-event-category="layout"
            data-ga-event-action={section}
            data-ga-event-label={option}
          >
            {t(`api.layouts.${option}`)}
          </button>
        ))}
      </div>
      {layout === 'table' ? (
        // A named region with a tab stop, so a keyboard reader can scroll a table wider than the
        // screen and hears what the stop is.
        <div className="api-table-scroll" role="region" aria-label={tableLabel} tabIndex={0}>
          <table aria-label={tableLabel}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} id={item.id}>
                  <th scope="row" className="api-name">
                    {item.name}
                    {anchor(item.id, item.label)}
                  </th>
                  {item.cells.map(([column, cell]) => (
                    <td key={column} className={column === columns[1] ? 'api-type' : undefined}>
                      {cell}
                    </td>
                  ))}
                  <td>
                    <Html html={item.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="api-list">
          {items.map((item) => {
            const details = (
              <>
                <dl>
                  {item.cells.map(([column, cell]) =>
                    cell ? (
                      <React.Fragment key={column}>
                        <dt>{column}</dt>
                        <dd>{cell}</dd>
                      </React.Fragment>
                    ) : null,
                  )}
                </dl>
                <Html html={item.description} />
              </>
            );
            const title = (
              <span className="api-name">
                {item.name}
                {anchor(item.id, item.label)}
              </span>
            );
            return (
              <li key={item.id} id={item.id}>
                {layout === 'collapsed' ? (
                  <details>
                    <summary>{title}</summary>
                    {details}
                  </details>
                ) : (
                  <>
                    {title}
                    {details}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
