import { existsSync } from 'node:fs';

// The browser the tests and benches drive. Debian's headless shell (package chromium-headless-shell) is the
// same Blink as Chromium without the full browser around it: measured at less than half the CPU per page
// load (docs/architecture/tests.md). CHROMIUM_PATH picks another build, /usr/bin/chromium for one.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Where the browser is; a missing browser fails loudly, never skips: CI installs it. */
export function chromiumPath(): string {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH`);
  return CHROMIUM_PATH;
}

/**
 * No sandbox (CI runs as root), no GPU, and none of the browser's own background traffic. The compositor runs in
 * the browser's process and the app's one origin needs no site isolation: the tests open no other site, and the
 * processes and messages between them cost about 5 % of the browser tests' CPU. No `--disable-features` here:
 * Chromium reads the last one only, and Playwright passes its own list.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  '--disable-site-isolation-trials',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
