import * as React from 'react';
import type { NavPage } from '../page/navTypes';
import type { Translate } from '../i18n/translate';

const PLAN_COLORS = { pro: '#1e88e5', premium: '#8e44d0' } as const;

/** The plan icon after a page title: a small diamond with an accessible name ("Pro plan"). */
export function PlanBadge({ plan, t }: { plan: 'pro' | 'premium'; t: Translate }) {
  const label = t(`plans.${plan}`);
  return (
    <svg
      className={`plan-${plan}`}
      role="img"
      aria-label={label}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
    >
      <title>{label}</title>
      <path d="M8 1 15 8 8 15 1 8Z" fill={PLAN_COLORS[plan]} />
      {plan === 'premium' ? <path d="M8 4.5 11.5 8 8 11.5 4.5 8Z" fill="#fff" /> : null}
    </svg>
  );
}

const CHIP_KEYS = ['newFeature', 'planned', 'unstable'] as const;

/** Plan badge and New / Planned / Preview chips of a navigation entry. */
export function NavBadges({ page, t }: { page: NavPage; t: Translate }) {
  return (
    <>
      {page.plan ? <PlanBadge plan={page.plan} t={t} /> : null}
      {CHIP_KEYS.filter((key) => page[key]).map((key) => (
        <span key={key} className={`nav-chip nav-chip-${key}`}>
          {t(`chips.${key}`)}
        </span>
      ))}
    </>
  );
}
