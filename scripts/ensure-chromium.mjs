// End-to-end tests drive Debian's Chromium (/usr/bin/chromium); Playwright's own browser download
// is not available here. Installs the Debian package when missing and we are root.
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${CHROMIUM}. Install it: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests ...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}
