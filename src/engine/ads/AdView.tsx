import * as React from 'react';
import type { Language } from '../../config/languages';
import { AdBlockMessage, AdDisplay } from './AdDisplay';
import { adChoiceLabel, type AdChoice, type AdShape } from './chooseAd';

export interface AdViewProps {
  /** What chooseAd decided; null while it is still deciding. */
  choice: AdChoice | null;
  shape: AdShape;
  language: Language;
  /** The element an ad script may write into: React renders nothing inside it. */
  scriptSlot?: React.Ref<HTMLDivElement>;
  /** Drawn after the ad (the feed ad's impression pixels). */
  children?: React.ReactNode;
}

/**
 * What the ad slot shows for a decided choice, with the attributes analytics and the tests read
 * (`data-ad-state`, the event label). Display only: AdContent decides the choice in the browser.
 */
export function AdView({ choice, shape, language, scriptSlot, children }: AdViewProps) {
  let content: React.ReactNode = null;
  if (choice?.kind === 'feed') {
    const { ad } = choice;
    content = (
      <AdDisplay
        shape={shape}
        link={ad.statlink}
        img={ad.image}
        company={ad.company || null}
        description={ad.description}
        poweredby="Carbon"
      />
    );
  } else if (choice?.kind === 'house') {
    const { ad } = choice;
    content = (
      <AdDisplay
        shape={shape}
        link={ad.link}
        img={ad.img}
        company={null}
        description={ad.description[language]}
        poweredby={ad.poweredby}
      />
    );
  } else if (choice?.kind === 'adblock-message') {
    content = <AdBlockMessage shape={shape} />;
  }

  return (
    <div
      className="Ad-content"
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={adChoiceLabel(choice, shape) ?? undefined}
      data-ad-state={choice?.kind ?? 'loading'}
    >
      <div ref={scriptSlot} className="Ad-script" />
      {content}
      {children}
    </div>
  );
}
