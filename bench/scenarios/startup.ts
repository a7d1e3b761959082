import { runLoad } from '../lib/load.ts';
import { POSTGRES_ADMIN_URL, postgresUnreachable, withTemporaryDatabase } from '../lib/postgres.ts';
import type { Recorder } from '../lib/report.ts';
import type { Scenario } from '../lib/scenario.ts';
import { type RunningServer, type StopResult, startServer } from '../lib/server.ts';
import { median } from '../lib/target.ts';
import { withTempDir } from '../lib/temp-dir.ts';

const RESTARTS = 3;
const LOAD = { durationSeconds: 10, warmupSeconds: 1, connections: 4 };
// autocannon keeps latencies in whole milliseconds, so a sub-millisecond p50 prints as 0.
const RESOLUTION = '1 ms resolution';
const RPS_TARGET = { op: '>=', value: 1_000 } as const;

/** Serves GET /readyz under load, then records throughput, latency and the peak RSS after it. */
async function measureReadyz(record: Recorder, server: RunningServer, engine: string) {
  const load = await runLoad({ url: `${server.url}/readyz`, ...LOAD });
  record.measure(`GET /readyz throughput (${engine})`, load.rps, 'req/s', RPS_TARGET);
  record.measure(`GET /readyz latency p50 (${engine})`, load.p50Ms, 'ms', undefined, RESOLUTION);
  record.measure(`GET /readyz latency p99 (${engine})`, load.p99Ms, 'ms', undefined, RESOLUTION);
  record.measure(`GET /readyz non-2xx/errors (${engine})`, load.failures, '', {
    op: '<=',
    value: 0,
  });
  const peak = server.peakRssKiB();
  if (peak === undefined) record.skip(`peak RSS after load (${engine})`, '/proc is not available');
  else record.measure(`peak RSS after load (${engine})`, peak / 1024, 'MiB');
}

export const startupScenario: Scenario = {
  name: 'startup',
  summary:
    'cold start on an empty DATA_DIR, restarts on it, GET /readyz throughput on PGlite and PostgreSQL',
  async run(record) {
    const stops: StopResult[] = [];
    const stop = async (server: RunningServer) => stops.push(await server.stop());
    try {
      await withTempDir(async (dataDir) => {
        const cold = await startServer({ dataDir });
        record.measure('cold start to /readyz 200 (empty DATA_DIR)', cold.readyMs, 'ms', {
          op: '<=',
          value: 5_000,
        });
        await stop(cold);

        const restarts: number[] = [];
        for (let run = 0; run < RESTARTS; run++) {
          const server = await startServer({ dataDir });
          restarts.push(server.readyMs);
          await stop(server);
        }
        const restartTarget = { op: '<=', value: 1_000 } as const;
        const note = `runs: ${restarts.map((ms) => Math.round(ms)).join(', ')} ms`;
        record.measure(
          'restart to /readyz 200, median',
          median(restarts),
          'ms',
          restartTarget,
          note,
        );
        record.measure('restart to /readyz 200, max', Math.max(...restarts), 'ms', restartTarget);

        const server = await startServer({ dataDir });
        try {
          await measureReadyz(record, server, 'PGlite');
        } finally {
          await stop(server);
        }
      });

      const unreachable = await postgresUnreachable();
      if (unreachable) {
        record.skip(
          'GET /readyz throughput (PostgreSQL)',
          `PostgreSQL not reachable at ${POSTGRES_ADMIN_URL}: ${unreachable}`,
        );
        return;
      }
      await withTempDir((dataDir) =>
        withTemporaryDatabase(async (databaseUrl) => {
          const server = await startServer({ dataDir, databaseUrl });
          record.measure('start to /readyz 200 (PostgreSQL, empty database)', server.readyMs, 'ms');
          try {
            await measureReadyz(record, server, 'PostgreSQL');
          } finally {
            await stop(server);
          }
        }),
      );
    } finally {
      // Every stop that returned exited 0 (stop throws otherwise); this shows how long they took.
      if (stops.length > 0) {
        const slowest = Math.max(...stops.map((result) => result.ms));
        record.measure(
          'graceful SIGTERM stop, slowest',
          slowest,
          'ms',
          undefined,
          `${stops.length} stops, each exit 0`,
        );
      }
    }
  },
};
