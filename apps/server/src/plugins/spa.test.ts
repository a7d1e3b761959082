import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let webDistDir: string;
const bundle = `console.log(${JSON.stringify('pitstop '.repeat(400))});`;
// The web build writes a Brotli file beside each asset, compressed harder than on the fly.
const precompressed = `console.log(${JSON.stringify('precompressed '.repeat(400))});`;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'pitstop-web-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), bundle);
  await writeFile(path.join(webDistDir, 'assets', 'chunk-def456.js'), precompressed);
  await writeFile(
    path.join(webDistDir, 'assets', 'chunk-def456.js.br'),
    brotliCompressSync(precompressed),
  );
  await writeFile(
    path.join(webDistDir, 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  harness = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await harness.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client-side routes with index.html, never cached', async () => {
    const response = await harness.app.inject('/admin/clients?tag=VIP');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await harness.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it("sends an asset's precompressed Brotli file as the build wrote it", async () => {
    const response = await harness.app.inject({
      url: '/assets/chunk-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(brotliCompressSync(precompressed))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(precompressed);
  });

  it('does not cache unhashed files, and 404s a missing file instead of serving the app', async () => {
    expect((await harness.app.inject('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const missing = await harness.app.inject('/assets/gone-123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
  });

  it('answers the root with the app and never serves a file outside the build', async () => {
    const root = await harness.app.inject('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    for (const url of [
      '/../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/package.json',
    ]) {
      const response = await harness.app.inject(url);
      expect(response.body, url).not.toContain('"name"');
    }
  });

  it('never answers an API path with the app', async () => {
    const response = await harness.app.inject('/api/v2/anything');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});
