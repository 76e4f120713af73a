import type http from 'node:http';

/** Headers every response carries, whatever serves it (static file, 404 page, API). */
export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Older browsers ignore CSP frame-ancestors; this is their equivalent.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Headers of Next.js's build assets (`/_next/static/…`: hashed scripts, styles and manifests).
 * A browser applies Content-Security-Policy and X-Frame-Options only to documents and workers,
 * and these files are neither (the service worker is /sw.js); left out, they no longer add ~700
 * bytes to each of the dozens of script responses a page with demos makes over HTTP/1.1.
 */
export function buildAssetHeaders(headers: Record<string, string>): Record<string, string> {
  const { 'Content-Security-Policy': _policy, 'X-Frame-Options': _frames, ...rest } = headers;
  return rest;
}

/** True for paths under Next.js's build-asset folder. */
export function isBuildAsset(pathname: string): boolean {
  return pathname.startsWith('/_next/static/');
}

/** Sets the headers before any handler runs; `writeHead` later merges them with its own. */
export function applyHeaders(res: http.ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
