/** The ad feed the site reads when NEXT_PUBLIC_AD_FEED_URL is unset (same default as src/config/ads.ts). */
export const DEFAULT_AD_FEED_ORIGIN = 'https://srv.buysellads.com';

/** Where gtag.js comes from and where it sends hits, when Google Analytics is on. */
const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const GA_CONNECT_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  GA_SCRIPT_ORIGIN,
];

/** "Open in CodeSandbox / StackBlitz" buttons submit a form to these. */
const SANDBOX_FORM_TARGETS = ['https://codesandbox.io', 'https://stackblitz.com'];

/** What the policy depends on besides the fixed rules: the build's external services and inline scripts. */
export interface CspSources {
  /** `'sha256-…'` sources of the export's inline scripts. */
  scriptHashes: readonly string[];
  /**
   * The export runs WebAssembly (the Pagefind search runtime compiles its index reader, in the
   * page and in its worker): adds 'wasm-unsafe-eval', which allows compiling WebAssembly only,
   * not JavaScript eval.
   */
  webAssembly?: boolean;
  /** NEXT_PUBLIC_AD_FEED_URL: unset means the default feed, `none` means no feed. */
  adFeedUrl?: string;
  /** NEXT_PUBLIC_AD_SCRIPT_URL: a third-party ad script, when configured. */
  adScriptUrl?: string;
  /** NEXT_PUBLIC_GA_MEASUREMENT_ID: analytics is on when set. */
  gaMeasurementId?: string;
  /** NEXT_PUBLIC_FEEDBACK_URL: only a full URL adds an origin (a path is same-origin). */
  feedbackUrl?: string;
  /**
   * Extra image sources. Only the browser tests use it: their mock ad feed serves pictures from
   * a loopback port, which production never does.
   */
  extraImageSources?: readonly string[];
}

/** The external services of the build: what the policy takes from configuration, not from the export. */
export type CspServices = Omit<CspSources, 'scriptHashes' | 'webAssembly'>;

/** The variables of the environment the policy reads (the same ones the build inlines). */
export function cspServicesFromEnv(env: Record<string, string | undefined>): CspServices {
  return {
    adFeedUrl: env.NEXT_PUBLIC_AD_FEED_URL,
    adScriptUrl: env.NEXT_PUBLIC_AD_SCRIPT_URL,
    gaMeasurementId: env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
    feedbackUrl: env.NEXT_PUBLIC_FEEDBACK_URL,
  };
}

/** The origin of an absolute URL; a bad value stops the server rather than yield a broken policy. */
function originOf(url: string, variable: string): string {
  try {
    const { origin } = new URL(url);
    if (origin === 'null') throw new Error('no origin');
    return origin;
  } catch {
    throw new Error(`${variable} must be an absolute http(s) URL, got ${JSON.stringify(url)}`);
  }
}

function isAbsoluteUrl(value: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(value);
}

/**
 * Builds the Content-Security-Policy of the site: only its own origin, plus exactly the external
 * services the build is configured with. Pure, so every combination is unit-tested.
 */
export function buildContentSecurityPolicy(sources: CspSources): string {
  return Object.entries(contentSecurityPolicyDirectives(sources))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The same policy as directive → sources, the form helmet takes (server/security/headers.ts). */
export function contentSecurityPolicyDirectives(sources: CspSources): Record<string, string[]> {
  const scriptSrc = [
    "'self'",
    ...sources.scriptHashes,
    ...(sources.webAssembly ? ["'wasm-unsafe-eval'"] : []),
  ];
  const connectSrc = ["'self'"];
  const adFeed = sources.adFeedUrl?.trim();
  if (adFeed !== 'none')
    connectSrc.push(adFeed ? originOf(adFeed, 'NEXT_PUBLIC_AD_FEED_URL') : DEFAULT_AD_FEED_ORIGIN);
  const adScript = sources.adScriptUrl?.trim();
  if (adScript) scriptSrc.push(originOf(adScript, 'NEXT_PUBLIC_AD_SCRIPT_URL'));
  if (sources.gaMeasurementId?.trim()) {
    scriptSrc.push(GA_SCRIPT_ORIGIN);
    connectSrc.push(...GA_CONNECT_SOURCES);
  }
  const feedback = sources.feedbackUrl?.trim();
  if (feedback && isAbsoluteUrl(feedback))
    connectSrc.push(originOf(feedback, 'NEXT_PUBLIC_FEEDBACK_URL'));

  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    // Emotion inserts <style> elements at runtime, whose content no hash can know in advance.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Ad pictures and impression pixels come from whatever host the ad network picks.
    ['img-src', ["'self'", 'data:', 'https:', ...(sources.extraImageSources ?? [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connectSrc],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'", ...SANDBOX_FORM_TARGETS]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return Object.fromEntries(directives.map(([name, values]) => [name, [...new Set(values)]]));
}
