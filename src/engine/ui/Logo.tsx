import * as React from 'react';
import { DocsLink } from './DocsLink';
import { routeToUrl } from '../routing/contentFiles';
import { usePage, useTranslate } from '../page/PageContext';

/** The MUI logo, linking to the docs home of the current language. */
export function Logo() {
  const t = useTranslate();
  const { language } = usePage();
  return (
    <DocsLink
      href={routeToUrl('/x/introduction', language)}
      aria-label={t('appFrame.goToHome')}
      style={{ display: 'inline-flex' }}
    >
      <svg width="30" height="24" viewBox="0 0 36 32" aria-hidden="true">
        <path
          fill="#007FFF"
          d="M30.343 21.976a1 1 0 0 0 .502-.864l.018-5.787a1 1 0 0 1 .502-.864l3.137-1.802a1 1 0 0 1 1.498.867v10.521a1 1 0 0 1-.502.867l-11.839 6.8a1 1 0 0 1-.994.001l-9.291-5.314a1 1 0 0 1-.504-.868v-5.305c0-.006.007-.01.013-.007.005.003.012 0 .012-.007v-.006c0-.004.002-.008.006-.01l7.652-4.396c.007-.004.004-.015-.004-.015a.008.008 0 0 1-.008-.008l.015-5.201a1 1 0 0 0-1.5-.87l-5.687 3.277a1 1 0 0 1-.998 0L6.666 9.7a1 1 0 0 0-1.499.866v9.4a1 1 0 0 1-1.496.869l-3.166-1.81a1 1 0 0 1-.504-.87l.028-16.43A1 1 0 0 1 1.527.86l10.845 6.229a1 1 0 0 0 .996 0L24.21.86a1 1 0 0 1 1.498.868v16.434a1 1 0 0 1-.501.867l-5.678 3.27a1 1 0 0 0 .004 1.735l3.132 1.783a1 1 0 0 0 .993-.002z"
        />
        <path
          fill="#007FFF"
          d="M31.363 5.646a1 1 0 0 0 1.498.868l2.637-1.523a1 1 0 0 0 .5-.866V1.738A1 1 0 0 0 34.5.87l-2.637 1.523a1 1 0 0 0-.5.866z"
        />
      </svg>
    </DocsLink>
  );
}
