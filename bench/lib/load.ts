import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  durationSeconds: number;
  connections: number;
  /** A short run first whose figures are thrown away, so the JIT and pools are warm. */
  warmupSeconds?: number;
  headers?: Record<string, string>;
  /** Paths on `url`'s server requested in turn across all connections (a request mix). */
  paths?: string[];
};

export type LoadResult = {
  /** 2xx responses per second; errors and other statuses do not count. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx responses, connection errors and timeouts together. */
  failures: number;
};

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Closed-loop load: `connections` keep-alive connections, one request in flight on each. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { paths } = options;
  let next = 0;
  const base: autocannon.Options = {
    url: options.url,
    connections: options.connections,
    pipelining: 1,
    timeout: 5,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(paths
      ? {
          requests: [
            {
              setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
            },
          ],
        }
      : {}),
  };
  if (options.warmupSeconds) await run({ ...base, duration: options.warmupSeconds });
  const result = await run({ ...base, duration: options.durationSeconds });
  return {
    rps: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
