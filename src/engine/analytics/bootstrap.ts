/**
 * The Google Analytics measurement id of this build (`NEXT_PUBLIC_GA_MEASUREMENT_ID`), or null.
 * Without it the Google tag is never loaded and events only queue in `window.dataLayer`.
 */
export function measurementId(
  value: string | undefined = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
): string | null {
  const id = value?.trim();
  if (!id) return null;
  if (!/^G-[A-Z0-9]{4,20}$/.test(id)) {
    throw new Error(
      `Invalid NEXT_PUBLIC_GA_MEASUREMENT_ID "${id}": expected a GA4 measurement id such as G-ABC123XYZ`,
    );
  }
  return id;
}

/**
 * The inline script that must run before any other: it defines `dataLayer` and `gtag` (so every
 * later call is queued, tag loaded or not) and, with a measurement id, configures it without the
 * automatic page view — page views are sent by the app, once the title is known.
 */
export function gtagBootstrapScript(id: string | null): string {
  const lines = [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=function gtag(){window.dataLayer.push(arguments);};',
    "window.gtag('js',new Date());",
  ];
  if (id) lines.push(`window.gtag('config',${JSON.stringify(id)},{send_page_view:false});`);
  return lines.join('');
}
