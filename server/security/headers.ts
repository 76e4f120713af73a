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

/** Sets the headers before any handler runs; `writeHead` later merges them with its own. */
export function applyHeaders(res: http.ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
