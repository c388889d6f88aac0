import { existsSync } from 'node:fs';

/** Where the system Chromium lives (Debian's `chromium` package), or CHROMIUM_PATH. */
export const chromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export const findChromium = () => chromiumCandidates.find((p) => existsSync(p)) ?? null;
