#!/usr/bin/env node
/**
 * Makes sure the system Chromium exists for the end-to-end tests. Playwright's own
 * browser download is never used: we drive Debian's `chromium` package. Installs it
 * with apt-get when missing and running as root; otherwise says how.
 */
import { execFileSync } from 'node:child_process';
import { findChromium } from './chromium-path.mjs';

const found = findChromium();
if (found) {
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    'The end-to-end tests need Chromium. Install Debian\'s package as root (apt-get install -y chromium) ' +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
console.log('Installing Chromium from Debian packages (apt-get install chromium)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
} catch (error) {
  console.error('apt-get could not install chromium:', error instanceof Error ? error.message : error);
  process.exit(1);
}
if (!findChromium()) {
  console.error('apt-get finished but no chromium binary was found at /usr/bin/chromium.');
  process.exit(1);
}
