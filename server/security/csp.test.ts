import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, cspServicesFromEnv, DEFAULT_AD_FEED_ORIGIN } from './csp';

const HASH = "'sha256-Gm2LPPnUeN7Zyb6YmHfXpWry8xLUB7tHmgzq1tDojYM='";

/** The policy as a map of directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  it('allows only the site itself, its inline script hashes and the default ad feed by default', () => {
    expect(buildContentSecurityPolicy({ scriptHashes: [HASH] })).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${HASH}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self' data:",
        `connect-src 'self' ${DEFAULT_AD_FEED_ORIGIN}`,
        "worker-src 'self'",
        "manifest-src 'self'",
        "form-action 'self' https://codesandbox.io https://stackblitz.com",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
      ].join('; '),
    );
  });

  it('connects to the configured feed origin, or to none', () => {
    expect(
      directives(
        buildContentSecurityPolicy({
          scriptHashes: [],
          adFeedUrl: 'https://ads.example.com/feed.json?x=1',
        }),
      )['connect-src'],
    ).toEqual(["'self'", 'https://ads.example.com']);
    expect(
      directives(
        buildContentSecurityPolicy({ scriptHashes: [], adFeedUrl: 'http://127.0.0.1:4100/feed' }),
      )['connect-src'],
    ).toEqual(["'self'", 'http://127.0.0.1:4100']);
    expect(
      directives(buildContentSecurityPolicy({ scriptHashes: [], adFeedUrl: 'none' }))[
        'connect-src'
      ],
    ).toEqual(["'self'"]);
    expect(
      directives(buildContentSecurityPolicy({ scriptHashes: [], adFeedUrl: '  ' }))['connect-src'],
    ).toEqual(["'self'", DEFAULT_AD_FEED_ORIGIN]);
  });

  it('adds the Google tag and analytics hosts when a measurement id is set', () => {
    const policy = directives(
      buildContentSecurityPolicy({
        scriptHashes: [HASH],
        gaMeasurementId: 'G-ABC123',
        adFeedUrl: 'none',
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", HASH, 'https://www.googletagmanager.com']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ]);
  });

  it('adds the ad script origin to script-src and a full feedback URL origin to connect-src', () => {
    const policy = directives(
      buildContentSecurityPolicy({
        scriptHashes: [],
        adFeedUrl: 'none',
        adScriptUrl: 'https://cdn.carbonads.com/carbon.js?serve=X',
        feedbackUrl: 'https://feedback.example.org/api/feedback',
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.carbonads.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://feedback.example.org']);
    // A path is same-origin: nothing to add.
    expect(
      directives(
        buildContentSecurityPolicy({
          scriptHashes: [],
          adFeedUrl: 'none',
          feedbackUrl: '/api/feedback',
        }),
      )['connect-src'],
    ).toEqual(["'self'"]);
  });

  it('allows compiling WebAssembly, and nothing more, when the export runs it', () => {
    expect(
      directives(buildContentSecurityPolicy({ scriptHashes: [HASH], webAssembly: true }))[
        'script-src'
      ],
    ).toEqual(["'self'", HASH, "'wasm-unsafe-eval'"]);
    expect(buildContentSecurityPolicy({ scriptHashes: [HASH] })).not.toContain('unsafe-eval');
  });

  it('appends extra image sources and lists each source once', () => {
    const policy = directives(
      buildContentSecurityPolicy({
        scriptHashes: [HASH, HASH],
        extraImageSources: ['http://127.0.0.1:*'],
      }),
    );
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:', 'http://127.0.0.1:*']);
    expect(policy['script-src']).toEqual(["'self'", HASH]);
  });

  it('refuses values that have no origin, naming the variable', () => {
    expect(() =>
      buildContentSecurityPolicy({ scriptHashes: [], adFeedUrl: 'srv.buysellads.com/feed' }),
    ).toThrow(/NEXT_PUBLIC_AD_FEED_URL/);
    expect(() =>
      buildContentSecurityPolicy({ scriptHashes: [], adScriptUrl: 'javascript:alert(1)' }),
    ).toThrow(/NEXT_PUBLIC_AD_SCRIPT_URL/);
  });
});

describe('cspServicesFromEnv', () => {
  it('reads the build variables', () => {
    expect(
      cspServicesFromEnv({
        NEXT_PUBLIC_AD_FEED_URL: 'none',
        NEXT_PUBLIC_AD_SCRIPT_URL: 'https://cdn.example.com/ad.js',
        NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-1',
        NEXT_PUBLIC_FEEDBACK_URL: 'https://f.example.com/api',
      }),
    ).toEqual({
      adFeedUrl: 'none',
      adScriptUrl: 'https://cdn.example.com/ad.js',
      gaMeasurementId: 'G-1',
      feedbackUrl: 'https://f.example.com/api',
    });
  });
});
