import { runLoad } from './load.ts';
import type { Recorder } from './report.ts';
import type { RunningServer } from './server.ts';
import type { Target } from './target.ts';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 5;
const DURATION_SECONDS = 20;
const CEILING_WARMUP_SECONDS = 2;
const CEILING_SECONDS = 10;
const SEARCHES = ['smith', 'mar', 'jo', 'wil', 'dur', 'garcia', '555'];
const PROFILES = 40;

export type StaffLoadTargets = { rps: Target; p99Ms: Target; failures?: Target };

/**
 * A shop's counter at a busy hour, as the staff workspace asks for it: in every ten requests
 * two clients first pages, one vehicles first page, three client searches, two client profiles,
 * one profile's vehicles and one profile's service history — across 40 different clients.
 */
async function staffRequestMix(server: RunningServer, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/api/v1/clients?limit=${PROFILES}&sort=name`, {
    headers,
  });
  if (!response.ok) throw new Error(`GET /api/v1/clients answered ${response.status}`);
  const ids = ((await response.json()) as { items: { id: string }[] }).items.map((item) => item.id);
  if (ids.length < PROFILES) throw new Error(`only ${ids.length} clients to open profiles of`);
  const paths: string[] = [];
  for (let index = 0; index < 10 * PROFILES; index++) {
    const id = ids[index % PROFILES];
    const search = SEARCHES[index % SEARCHES.length];
    paths.push(
      [
        '/api/v1/clients?limit=50',
        '/api/v1/clients?limit=50',
        '/api/v1/vehicles?limit=50',
        `/api/v1/clients?limit=50&search=${search}`,
        `/api/v1/clients?limit=50&search=${search}`,
        `/api/v1/clients?limit=50&search=${search}`,
        `/api/v1/clients/${id}`,
        `/api/v1/clients/${id}`,
        `/api/v1/vehicles?clientId=${id}`,
        `/api/v1/clients/${id}/service-history`,
      ][index % 10] as string,
    );
  }
  // Every kind of request must answer before its speed means anything (a 404 is fast too).
  for (const path of new Set(paths)) {
    const check = await fetch(`${server.url}${path}`, { headers });
    if (!check.ok) throw new Error(`GET ${path} answered ${check.status}`);
  }
  return paths;
}

/** 50 staff connections on the mix above; throughput, p99 and failures against the targets. */
export async function measureStaffLoad(
  record: Recorder,
  server: RunningServer,
  headers: Record<string, string>,
  engine: string,
  targets: StaffLoadTargets,
) {
  const paths = await staffRequestMix(server, headers);
  // The same server's ceiling right before the mix: this machine's speed swings by half from one
  // hour to the next, so the mix is read beside what an empty request does at that moment.
  const ceiling = await runLoad({
    url: server.url,
    paths: ['/readyz'],
    connections: CONNECTIONS,
    warmupSeconds: CEILING_WARMUP_SECONDS,
    durationSeconds: CEILING_SECONDS,
  });
  record.measure(
    `GET /readyz ceiling before the staff mix (${engine})`,
    ceiling.rps,
    'req/s',
    undefined,
    `${CONNECTIONS} connections, ${CEILING_SECONDS} s: the machine's speed at this moment`,
  );
  const rssBefore = server.rssKiB();
  const load = await runLoad({
    url: server.url,
    headers,
    paths,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP_SECONDS,
    durationSeconds: DURATION_SECONDS,
  });
  const rssAfter = server.rssKiB();
  const note = `${CONNECTIONS} connections, ${DURATION_SECONDS} s after ${WARMUP_SECONDS} s warm-up, ${load.requests} requests, p50 ${load.p50Ms} ms`;
  record.measure(`staff mix req/s (${engine})`, load.rps, 'req/s', targets.rps, note);
  record.measure(
    `staff mix share of the /readyz ceiling (${engine})`,
    (100 * load.rps) / ceiling.rps,
    '%',
    undefined,
    'compare runs on this figure when the machine was busy',
  );
  record.measure(`staff mix p99 (${engine})`, load.p99Ms, 'ms', targets.p99Ms);
  record.measure(
    `staff mix failed requests (${engine})`,
    load.failures,
    '',
    targets.failures,
    'non-2xx answers, connection errors and time-outs',
  );
  if (rssBefore !== undefined && rssAfter !== undefined) {
    record.measure(
      `server RSS before → after the staff mix (${engine})`,
      rssAfter / 1024,
      'MiB',
      undefined,
      `${Math.round(rssBefore / 1024)} MiB before`,
    );
  }
}
