import http from 'node:http';

/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] as number;
}

export type Timings = { p50: number; p95: number; samples: number };

export function summarise(durations: number[]): Timings {
  return {
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
    samples: durations.length,
  };
}

/** Times `count` calls of `call`, one after another, after `warmup` untimed calls. */
export async function timeCalls(
  call: () => Promise<void>,
  count: number,
  warmup = 50,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await call();
  const durations: number[] = [];
  for (let i = 0; i < count; i++) {
    const startedAt = performance.now();
    await call();
    durations.push(performance.now() - startedAt);
  }
  return durations;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export type HttpResult = { status: number; bytes: number; body: string };

/**
 * One GET over a kept-alive loopback connection (sub-millisecond timing, unlike autocannon's
 * whole milliseconds). `keepBody` false only counts the bytes, for large streamed downloads.
 */
export function httpGet(
  url: string,
  headers: Record<string, string>,
  keepBody = true,
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keepBody) chunks.push(chunk);
      });
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          body: keepBody ? Buffer.concat(chunks).toString('utf8') : '',
        }),
      );
      response.once('error', reject);
    });
    request.once('error', reject);
  });
}

/**
 * GETs `url` `count` times after `warmup` untimed GETs and fails loudly on any non-200 (a 401
 * would look very fast).
 */
export async function timeGets(
  url: string,
  headers: Record<string, string>,
  count: number,
  warmup?: number,
) {
  return timeCalls(
    async () => {
      const response = await httpGet(url, headers);
      if (response.status !== 200) {
        throw new Error(`GET ${url} answered ${response.status}: ${response.body.slice(0, 300)}`);
      }
    },
    count,
    warmup,
  );
}
