import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOUSE_ADS, resolveAdSources } from '../ads';
import { validateAdConfig } from './adsSchema';

const root = path.resolve(import.meta.dirname, '../../..');

describe('ad configuration', () => {
  it('accepts the house ads of this site, whose images exist', () => {
    expect(validateAdConfig(root, {}).feedUrl).toBe('https://srv.buysellads.com/ads/CE7DC23W.json');
    expect(HOUSE_ADS.length).toBeGreaterThan(1);
  });

  it('lets the environment replace or turn off the feed and add an ad script', () => {
    expect(resolveAdSources({ NEXT_PUBLIC_AD_FEED_URL: 'none' }).feedUrl).toBeNull();
    expect(
      validateAdConfig(root, { NEXT_PUBLIC_AD_FEED_URL: 'http://127.0.0.1:9000/ads.json' }).feedUrl,
    ).toBe('http://127.0.0.1:9000/ads.json');
    expect(
      validateAdConfig(root, { NEXT_PUBLIC_AD_SCRIPT_URL: 'https://cdn.example.com/ads.js' })
        .scriptUrl,
    ).toBe('https://cdn.example.com/ads.js');
    expect(
      resolveAdSources({ NEXT_PUBLIC_ENABLE_AD_IN_DEV_MODE: 'true' }).enabledInDevelopment,
    ).toBe(true);
  });

  it('names the variable and field of a bad source', () => {
    expect(() =>
      validateAdConfig(root, { NEXT_PUBLIC_AD_FEED_URL: 'http://ads.example.com/feed.json' }),
    ).toThrow('environment variable NEXT_PUBLIC_AD_FEED_URL field "feedUrl": must be an https URL');
    expect(() =>
      validateAdConfig(root, { NEXT_PUBLIC_AD_SCRIPT_URL: 'javascript:alert(1)' }),
    ).toThrow('NEXT_PUBLIC_AD_SCRIPT_URL');
  });

  it('names the house ad and field that is wrong', () => {
    const [first] = HOUSE_ADS;
    expect(() => validateAdConfig(root, {}, [{ ...first, link: 'javascript:alert(1)' }])).toThrow(
      'HOUSE_ADS[0] field "link"',
    );
    expect(() => validateAdConfig(root, {}, [first, { ...first }])).toThrow(
      `HOUSE_ADS[1] field "name": "${first.name}" is used twice`,
    );
    expect(() => validateAdConfig(root, {}, [{ ...first, label: 'other' }])).toThrow(
      'field "label"',
    );
    expect(() =>
      validateAdConfig(root, {}, [{ ...first, img: '/static/ads-in-house/missing.svg' }]),
    ).toThrow('public/static/ads-in-house/missing.svg does not exist');
    expect(() =>
      validateAdConfig(root, {}, [
        { ...first, description: { en: 'Too short', zh: first.description.zh } },
      ]),
    ).toThrow('field "description.en"');
    expect(() => validateAdConfig(root, {}, [])).toThrow('at least one house ad');
  });
});
