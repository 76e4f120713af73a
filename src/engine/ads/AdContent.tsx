import * as React from 'react';
import { AD_SOURCES, HOUSE_ADS } from '../../config/ads';
import { usePage } from '../page/PageContext';
import { adChoiceLabel, chooseAd, sessionAdShape, type AdChoice } from './chooseAd';
import { AD_ELEMENT_SELECTOR, AD_SCRIPT_ID } from './constants';
import { detectAdBlock, type AdBlockCheck } from './detectAdBlock';
import { AdView } from './AdView';
import { sendAdDisplayEvent } from './events';
import { fetchFeedAd, impressionPixelUrls, type FeedAd } from './feed';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Requests the feed ad's impression pixels as images, once it is on screen. */
function FeedAdPixels({ ad }: { ad: FeedAd }) {
  React.useEffect(() => {
    for (const url of impressionPixelUrls(ad)) {
      const pixel = new Image();
      pixel.referrerPolicy = 'no-referrer-when-downgrade';
      pixel.src = url;
    }
  }, [ad]);
  return null;
}

/**
 * Runs the ad flow in the browser (feed or script, ad-blocker detection, house ad) and shows the
 * result inside the reserved box. Loaded on its own after hydration, so pages without ads, and
 * first paint, never wait for it.
 */
export default function AdContent({ onLabel }: { onLabel: (label: string) => void }) {
  const { language } = usePage();
  const [shape] = React.useState(() => sessionAdShape(sessionStorageOrNull()));
  const [choice, setChoice] = React.useState<AdChoice | null>(null);
  // React renders nothing inside this element: an ad script may write into it.
  const scriptSlot = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    let live = true;
    const controller = new AbortController();
    const checks: AdBlockCheck[] = [];
    const detect = () => {
      const check = detectAdBlock(() =>
        Boolean(scriptSlot.current?.querySelector(AD_ELEMENT_SELECTOR)),
      );
      checks.push(check);
      return check.result;
    };
    chooseAd({
      userAgent: navigator.userAgent,
      sources: AD_SOURCES,
      houseAds: HOUSE_ADS,
      random: Math.random,
      fetchFeed: (url) => fetchFeedAd(url, { signal: controller.signal }),
      runScript: (url) => {
        if (scriptSlot.current && !document.getElementById(AD_SCRIPT_ID)) {
          const script = document.createElement('script');
          script.id = AD_SCRIPT_ID;
          script.async = true;
          script.src = url;
          scriptSlot.current.appendChild(script);
        }
        return detect();
      },
      detectAdBlock: detect,
    }).then((next) => {
      if (live) setChoice(next);
    });
    return () => {
      live = false;
      controller.abort();
      for (const check of checks) check.cancel();
    };
  }, []);

  const label = adChoiceLabel(choice, shape);
  // A layout effect, so the label is known before any passive effect of the ad (its pixels) can fail.
  React.useLayoutEffect(() => {
    if (label) onLabel(label);
  }, [label, onLabel]);
  React.useEffect(() => {
    if (label) sendAdDisplayEvent(label);
  }, [label]);

  return (
    <AdView choice={choice} shape={shape} language={language} scriptSlot={scriptSlot}>
      {choice?.kind === 'feed' ? <FeedAdPixels ad={choice.ad} /> : null}
    </AdView>
  );
}
