// Browser tests drive Debian's Chromium (no browser is downloaded by a test tool). This makes
// sure it is there: installs it with apt-get when missing and we may, and otherwise fails
// loudly; the browser tests are never skipped silently.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package (apt-get install chromium) ` +
        'or set CHROMIUM_PATH, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
    stdio: 'inherit',
    env,
  });
}
console.log(`Chromium: ${execFileSync(CHROMIUM, ['--version']).toString().trim()}`);
