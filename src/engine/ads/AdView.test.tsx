import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../translations/en.json';
import zh from '../../../translations/zh.json';
import { HOUSE_ADS } from '../../config/ads';
import type { Language } from '../../config/languages';
import { ShellDataProvider } from '../page/shellData';
import { AdView } from './AdView';
import type { AdChoice, AdShape } from './chooseAd';
import { parseFeedAd, type FeedAd } from './feed';

const feedAd: FeedAd = {
  company: 'Acme Builds',
  description: 'Incremental builds for large React apps, cached in the cloud.',
  image: 'https://cdn.example.com/img.svg',
  statlink: 'https://srv.example.com/click?id=1',
  statimp: null,
  pixel: null,
  timestamp: null,
};

/** The slot's markup for a choice, in a language's shell (AdDisplay reads its labels there). */
function render(choice: AdChoice | null, shape: AdShape = 'image', language: Language = 'en') {
  return renderToStaticMarkup(
    <ShellDataProvider
      value={{ language, labels: language === 'zh' ? zh : en, english: en, navTop: [] }}
    >
      <AdView choice={choice} shape={shape} language={language} />
    </ShellDataProvider>,
  );
}

/** The text a reader sees: the markup without its tags, entities decoded. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('AdView', () => {
  it('shows a feed ad as a picture and text that open the advertiser in a new tab, marked sponsored', () => {
    const html = render({ kind: 'feed', source: 'carbon', ad: feedAd });
    expect(html).toContain('data-ad-state="feed"');
    expect(html).toContain('data-ga-event-label="carbon-body-top-image"');
    expect(html).toContain('data-ga-event-category="ad"');
    expect(html).toContain(
      '<a class="Ad-link Ad-box" href="https://srv.example.com/click?id=1" target="_blank" rel="noopener sponsored">',
    );
    expect(html).toContain('<img class="Ad-img" src="https://cdn.example.com/img.svg"');
    expect(text(html)).toBe(
      'Acme Builds — Incremental builds for large React apps, cached in the cloud.ad by Carbon',
    );
  });

  it('keeps hostile feed strings as inert text and refuses links that are not http(s)', () => {
    const markup = '<img src=x onerror="window.__pwned=1">';
    const ad = parseFeedAd({
      ads: [
        {
          company: markup,
          description: '<script>window.__pwned=1</script> & <b>bold</b>',
          statlink: 'https://srv.example.com/click?id=1',
          image: 'javascript:alert(1)',
          statimp: 'data:text/html,x',
        },
      ],
    })!;
    const html = render({ kind: 'feed', source: 'carbon', ad });
    expect(html).not.toMatch(/<(script|b|img)[\s>]/);
    expect(text(html)).toContain(`${markup} — <script>window.__pwned=1</script> & <b>bold</b>`);
    // A link that is not http(s) draws no ad at all, even if it got past the feed's parser.
    const refused = render({
      kind: 'feed',
      source: 'carbon',
      ad: { ...feedAd, statlink: 'javascript:window.__pwned=1' },
    });
    expect(refused).not.toContain('<a');
    expect(refused).toContain('data-ad-state="feed"');
  });

  it('draws the inline style as one text line with an "Ad" tag and no picture', () => {
    const html = render({ kind: 'feed', source: 'carbon', ad: feedAd }, 'inline');
    expect(html).toContain('data-ga-event-label="carbon-body-top-inline"');
    expect(html).toContain('<span class="Ad-tag">Ad</span>');
    expect(html).not.toContain('<img');
    expect(text(html)).toContain('Acme Builds — Incremental builds');
  });

  it('shows a house ad, labelled by why it shows, in the page language', () => {
    const [ad] = HOUSE_ADS;
    const html = render({ kind: 'house', source: 'in-house-carbon', ad });
    expect(html).toContain('data-ad-state="house"');
    expect(html).toContain('data-ga-event-label="in-house-carbon-body-top-image"');
    expect(html).toMatch(/href="https:\/\/mui\.com\/[^"]*utm_campaign=in-house-[^"]*"/);
    expect(html).toMatch(/<img class="Ad-img" src="\/static\/ads-in-house\/[^"]+\.svg"/);
    expect(text(html)).toContain(`${ad.description.en}ad by MUI`);

    const chinese = render({ kind: 'house', source: 'in-house', ad }, 'image', 'zh');
    expect(chinese).toContain('data-ga-event-label="in-house-body-top-image"');
    expect(text(chinese)).toContain(`${ad.description.zh}广告来自 MUI`);
  });

  it('asks a visitor who blocks ads to allow them, with no link', () => {
    const html = render({ kind: 'adblock-message', source: 'in-house-adblock' });
    expect(html).toContain('data-ad-state="adblock-message"');
    expect(html).toContain('data-ga-event-label="in-house-adblock-body-top-image"');
    expect(text(html)).toContain('please allow ads on this site');
    expect(html).toContain('<span role="img" aria-label="love">');
    expect(html).not.toContain('<a');
  });

  it('draws nothing for a crawler, and nothing but the empty box while deciding', () => {
    const empty = render({ kind: 'empty' });
    expect(empty).toContain('data-ad-state="empty"');
    expect(empty).not.toContain('data-ga-event-label');
    expect(empty).not.toMatch(/<(a|p)[\s>]/);
    expect(render(null)).toContain('data-ad-state="loading"');
    expect(render(null)).toContain('<div class="Ad-script"></div></div>');
  });
});
