/**
 * How every tool here starts Chromium: Debian's system browser (never a downloaded one), with
 * the flags a closed network needs. Without the background-networking ones Chromium keeps
 * trying to reach Google's hosts, and those connections are refused many at a time.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
