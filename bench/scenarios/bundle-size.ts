import { type Browser, chromium, type Page, type Request } from 'playwright-core';
import type { Recorder } from '../lib/report.ts';
import type { Scenario } from '../lib/scenario.ts';
import { type RunningServer, startServer } from '../lib/server.ts';
import { withTempDir } from '../lib/temp-dir.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DEMO_PASSWORD = 'pitstop-demo';
const FIRST_SCREEN_TIMEOUT_MS = 30_000;

type PageCase = {
  name: string;
  path: string;
  /** A demo account to sign in as first; signed out when absent. */
  account?: string;
  /** The first screen is shown once this is visible (data loaded, not a skeleton). */
  firstScreen(page: Page): Promise<void>;
  targetKb: number;
};

const visible = (page: Page, selector: string) =>
  page.locator(selector).first().waitFor({ state: 'visible', timeout: FIRST_SCREEN_TIMEOUT_MS });

const pages: PageCase[] = [
  {
    name: 'landing page /',
    path: '/',
    firstScreen: (page) => visible(page, 'h1:has-text("Run your repair shop")'),
    targetKb: 120,
  },
  {
    name: 'staff dashboard /admin',
    path: '/admin',
    account: 'owner@pitstop.test',
    firstScreen: (page) => visible(page, '[data-testid="stat-value"]'),
    targetKb: 300,
  },
  {
    name: 'staff clients /admin/clients',
    path: '/admin/clients',
    account: 'owner@pitstop.test',
    firstScreen: (page) => visible(page, 'table a[href^="/admin/clients/"]'),
    targetKb: 300,
  },
  {
    name: 'car-owner dashboard /client/dashboard',
    path: '/client/dashboard',
    account: 'driver@pitstop.test',
    firstScreen: (page) => visible(page, '[data-testid="stat-value"]'),
    targetKb: 250,
  },
];

type Transfer = { bytes: number; files: number; encodings: Set<string> };

/**
 * Opens one page in a fresh browser context (empty cache) and sums the JavaScript the server
 * sent, compressed, for every script requested until the first screen was shown.
 */
async function measurePage(browser: Browser, origin: string, pageCase: PageCase) {
  const context = await browser.newContext({
    // What Chromium sends over HTTPS; over plain http it would leave Brotli out.
    extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
  });
  try {
    if (pageCase.account) {
      const signIn = await context.request.post(`${origin}/api/auth/sign-in/email`, {
        data: { email: pageCase.account, password: DEMO_PASSWORD },
        headers: { origin },
      });
      if (!signIn.ok()) {
        throw new Error(`sign-in as ${pageCase.account} answered ${signIn.status()}`);
      }
    }
    const page = await context.newPage();
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request);
    });
    await page.goto(`${origin}${pageCase.path}`);
    await pageCase.firstScreen(page);
    const requested = [...scripts];
    const transfer: Transfer = { bytes: 0, files: 0, encodings: new Set() };
    for (const request of requested) {
      const response = await request.response();
      if (!response) throw new Error(`no response for ${request.url()}`);
      await response.finished();
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) continue;
      transfer.bytes += (await request.sizes()).responseBodySize;
      transfer.files += 1;
      transfer.encodings.add(response.headers()['content-encoding'] ?? 'identity');
    }
    return transfer;
  } finally {
    await context.close();
  }
}

async function measureAll(record: Recorder, server: RunningServer) {
  // The server trusts its APP_URL, http://localhost:PORT by default, as the Origin of auth calls.
  const origin = `http://localhost:${new URL(server.url).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const pageCase of pages) {
      const transfer = await measurePage(browser, origin, pageCase);
      record.measure(
        `JavaScript for ${pageCase.name}`,
        transfer.bytes / 1000,
        'kB',
        { op: '<=', value: pageCase.targetKb },
        `${transfer.files} files, ${[...transfer.encodings].join('/')}`,
      );
    }
  } finally {
    await browser.close();
  }
}

export const bundleSizeScenario: Scenario = {
  name: 'bundle-size',
  summary:
    'compressed JavaScript each page downloads in Chromium until its first screen is shown (demo data)',
  async run(record) {
    await withTempDir(async (dataDir) => {
      const server = await startServer({ dataDir, demoData: true });
      try {
        await measureAll(record, server);
      } finally {
        await server.stop();
      }
    });
  },
};
