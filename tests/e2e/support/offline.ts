/**
 * Keeps the browser offline: every host name but loopback resolves to nothing, so a request to
 * another host (the ad feed, say) fails at once, as it would behind an ad blocker, and tests and
 * benchmarks never reach a third party. Done in Chromium's resolver rather than with
 * `context.route()`, which would send every request of every page through the test runner: that
 * cost about 200 ms a page load on the 2-core CI machine (docs/testing.md, "Chromium"). Requests a
 * test routes itself are answered before name resolution, so they still work.
 */
export const OFFLINE_HOST_RULES =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';
