import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { productionHost, shouldRegisterServiceWorker } from './productionHost';

describe('service worker configuration', () => {
  it('keeps the spec values', () => {
    expect(constants.SERVICE_WORKER_URL).toBe('/x/sw.js');
    expect(constants.DEFAULT_PRODUCTION_HOST).toBe('mui.com');
  });

  it('reads the production host, defaulting to mui.com', () => {
    expect(productionHost(undefined)).toBe('mui.com');
    expect(productionHost(' Docs.Example.COM ')).toBe('docs.example.com');
    for (const bad of ['https://mui.com', 'mui.com:443', 'mui.com/x', 'mui..com', '-mui.com']) {
      expect(() => productionHost(bad), bad).toThrow('Invalid NEXT_PUBLIC_PRODUCTION_HOST');
    }
  });

  it('registers only in production builds, on the production host, where supported', () => {
    const base = {
      production: true,
      supported: true,
      hostname: 'mui.com',
      productionHost: 'mui.com',
    };
    expect(shouldRegisterServiceWorker(base)).toBe(true);
    expect(shouldRegisterServiceWorker({ ...base, production: false })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...base, supported: false })).toBe(false);
    for (const hostname of [
      'localhost',
      '127.0.0.1',
      'www.mui.com',
      'mui.com.evil.example',
      'deploy-preview-1--material-ui.netlify.app',
    ]) {
      expect(shouldRegisterServiceWorker({ ...base, hostname }), hostname).toBe(false);
    }
  });
});
