import fs from 'node:fs';
import { OFFLINE_HOST_RULES } from './offline';

const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's "old headless shell" (package chromium-headless-shell): the same Chromium build without
 * the desktop browser around it. Driving the site pass, it spends a third less CPU than the full
 * browser (60 API pages: browser process 2.8 s against 8.3 s, GPU process 1.2 s against 2.3 s;
 * the renderer's work is the same), and the suite is CPU-bound on two cores.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function existing(candidate: string): string {
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium was not found at ${candidate}. Install it with "apt-get update && apt-get install -y chromium chromium-headless-shell", ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return candidate;
}

/** The Chromium the benchmarks drive, as readers run it: CHROMIUM_PATH, else the full browser. */
export function findChromium(): string {
  return existing(process.env.CHROMIUM_PATH || FULL_CHROMIUM);
}

/** The Chromium the browser tests drive: CHROMIUM_PATH, else the headless shell when installed. */
export function findTestChromium(): string {
  return existing(
    process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  );
}

/** Flags for a quiet headless run on a machine without network access. */
export const QUIET_CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The flags of every test and benchmark browser: quiet, and offline but for loopback. */
export const CHROMIUM_ARGS = [...QUIET_CHROMIUM_ARGS, OFFLINE_HOST_RULES];
