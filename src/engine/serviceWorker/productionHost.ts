import { DEFAULT_PRODUCTION_HOST } from './constants';

/**
 * The production docs host: `NEXT_PUBLIC_PRODUCTION_HOST`, else mui.com. A hostname only (no
 * scheme, port or path); anything else is a configuration error naming the variable.
 */
export function productionHost(
  value: string | undefined = process.env.NEXT_PUBLIC_PRODUCTION_HOST,
): string {
  const host = value?.trim().toLowerCase() || DEFAULT_PRODUCTION_HOST;
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)) {
    throw new Error(
      `Invalid NEXT_PUBLIC_PRODUCTION_HOST "${value}": expected a hostname such as mui.com`,
    );
  }
  return host;
}

/** The worker registers only in a production build, on the production host, where supported. */
export function shouldRegisterServiceWorker(options: {
  production: boolean;
  supported: boolean;
  hostname: string;
  productionHost: string;
}): boolean {
  return options.production && options.supported && options.hostname === options.productionHost;
}
