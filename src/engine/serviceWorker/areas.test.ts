import { describe, expect, it } from 'vitest';
import { isRootScopeRegistration, serviceWorkerAreaOf } from './areas';
import { SERVICE_WORKER_AREAS } from './constants';

describe('serviceWorkerAreaOf', () => {
  it('gives each docs area its own worker, scoped to the folder it is served from', () => {
    // A worker may take no wider scope than its folder without a Service-Worker-Allowed header.
    for (const area of Object.values(SERVICE_WORKER_AREAS))
      expect(area.script.startsWith(area.scope)).toBe(true);
  });

  it('registers the Chinese pages’ worker on Chinese pages, the English one anywhere else', () => {
    expect(serviceWorkerAreaOf('/zh/x/introduction/licensing/')).toEqual(SERVICE_WORKER_AREAS.zh);
    expect(serviceWorkerAreaOf('/x/introduction/installation/')).toEqual(SERVICE_WORKER_AREAS.en);
    expect(serviceWorkerAreaOf('/playground/diagnostics/CrashingDemo/')).toEqual(
      SERVICE_WORKER_AREAS.en,
    );
    expect(serviceWorkerAreaOf('/zhx/whatever/')).toEqual(SERVICE_WORKER_AREAS.en);
  });
});

describe('isRootScopeRegistration', () => {
  it('finds the site’s worker registered for the whole origin by an earlier build', () => {
    expect(isRootScopeRegistration('https://mui.com/', 'https://mui.com/x/sw.js')).toBe(true);
    expect(isRootScopeRegistration('https://mui.com/', 'https://mui.com/zh/x/sw.js')).toBe(true);
  });

  it('leaves the area workers and other apps’ workers alone', () => {
    expect(isRootScopeRegistration('https://mui.com/x/', 'https://mui.com/x/sw.js')).toBe(false);
    expect(isRootScopeRegistration('https://mui.com/zh/x/', 'https://mui.com/zh/x/sw.js')).toBe(
      false,
    );
    expect(isRootScopeRegistration('https://mui.com/', 'https://mui.com/sw.js')).toBe(false);
    expect(isRootScopeRegistration('https://mui.com/', 'https://mui.com/store/x/sw.js')).toBe(
      false,
    );
    expect(isRootScopeRegistration('https://mui.com/', undefined)).toBe(false);
  });
});
