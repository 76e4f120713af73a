import * as React from 'react';
import { useTranslate } from '../page/PageContext';
import type { AdShape } from './chooseAd';
import { toHttpUrl } from './feed';

export interface AdDisplayProps {
  shape: AdShape;
  link: string;
  img: string | null;
  /** The advertiser, shown in bold before the description (feed ads). */
  company: string | null;
  description: string;
  poweredby: string;
}

/**
 * One ad, as React text only: nothing from the ad source is ever parsed as HTML. The link must
 * be http(s) and opens in a new tab, marked sponsored.
 */
export function AdDisplay({ shape, link, img, company, description, poweredby }: AdDisplayProps) {
  const t = useTranslate();
  const href = toHttpUrl(link);
  if (!href) return null;
  const text = (
    <span className="Ad-description">
      {company ? (
        <>
          <strong>{company}</strong>
          {' — '}
        </>
      ) : null}
      {description}
    </span>
  );
  if (shape === 'inline') {
    return (
      <a className="Ad-link Ad-inline" href={href} target="_blank" rel="noopener sponsored">
        <span className="Ad-tag">{t('ads.adTag')}</span>
        {text}
      </a>
    );
  }
  const src = img ? (toHttpUrl(img) ?? (img.startsWith('/static/') ? img : null)) : null;
  return (
    <a className="Ad-link Ad-box" href={href} target="_blank" rel="noopener sponsored">
      {src ? <img className="Ad-img" src={src} alt="" width={130} height={100} /> : null}
      <span className="Ad-text">
        {text}
        <span className="Ad-poweredby">{t('ads.adBy').replace('{name}', poweredby)}</span>
      </span>
    </a>
  );
}

/** Shown to some visitors who block ads: a short request to allow them on this site. */
export function AdBlockMessage({ shape }: { shape: AdShape }) {
  const t = useTranslate();
  return (
    <p className={shape === 'inline' ? 'Ad-message Ad-inline' : 'Ad-message Ad-box'}>
      <span>
        <strong>{t('ads.adblockTitle')}</strong> {t('ads.adblockBody')} {t('ads.thanks')}{' '}
        <span role="img" aria-label={t('ads.love')}>
          ❤️
        </span>
      </span>
    </p>
  );
}
