import { runCleanups } from './lib/cleanup.ts';
import { printTable, Recorder } from './lib/report.ts';
import type { Scenario } from './lib/scenario.ts';
import { bookingsAtScaleScenario } from './scenarios/bookings-at-scale.ts';
import { bundleSizeScenario } from './scenarios/bundle-size.ts';
import { clientRetentionAtScaleScenario } from './scenarios/client-retention-at-scale.ts';
import { clientsAtScaleScenario } from './scenarios/clients-at-scale.ts';
import { employeesAtScaleScenario } from './scenarios/employees-at-scale.ts';
import { inspectionPhotosScenario } from './scenarios/inspection-photos.ts';
import { inventoryAtScaleScenario } from './scenarios/inventory-at-scale.ts';
import { inventoryImportScenario } from './scenarios/inventory-import.ts';
import { invoicesAtScaleScenario } from './scenarios/invoices-at-scale.ts';
import { jobOrderBoardScenario } from './scenarios/job-order-board.ts';
import { jobOrderPageScenario } from './scenarios/job-order-page.ts';
import { jobOrdersAtScaleScenario } from './scenarios/job-orders-at-scale.ts';
import { reportsRevenueAtScaleScenario } from './scenarios/reports-revenue-at-scale.ts';
import { serviceTrendsAtScaleScenario } from './scenarios/service-trends-at-scale.ts';
import { startupScenario } from './scenarios/startup.ts';

// Scenarios run in this order; add new ones here.
const scenarios: Scenario[] = [
  startupScenario,
  clientsAtScaleScenario,
  bookingsAtScaleScenario,
  jobOrdersAtScaleScenario,
  jobOrderBoardScenario,
  jobOrderPageScenario,
  inventoryAtScaleScenario,
  inventoryImportScenario,
  invoicesAtScaleScenario,
  reportsRevenueAtScaleScenario,
  employeesAtScaleScenario,
  clientRetentionAtScaleScenario,
  serviceTrendsAtScaleScenario,
  inspectionPhotosScenario,
  bundleSizeScenario,
];

// The whole run must end by itself even if a server or the load generator hangs. Generating
// 1M job orders takes ~1–2 minutes on a busy 2-core machine, 200k appointments ~30 s, 3M stock
// movements ~2 minutes (inventory-at-scale takes 6–8 minutes in all), hence the margin.
const WATCHDOG_MS = 25 * 60_000;

const record = new Recorder();

let finishing = false;

async function finish(exitCode: number): Promise<void> {
  if (finishing) return;
  finishing = true;
  await runCleanups();
  printTable(record.rows);
  const failed = record.failed || exitCode !== 0;
  console.log(`\nbench: ${failed ? 'FAIL' : 'PASS'}`);
  process.exit(failed ? exitCode || 1 : 0);
}

function interrupted(reason: string, exitCode: number) {
  record.error('bench run', new Error(reason));
  void finish(exitCode);
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !scenarios.some((scenario) => scenario.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown scenario: ${unknown.join(', ')}. Known: ${scenarios.map((s) => s.name).join(', ')}`,
    );
    process.exit(2);
  }
  const selected = wanted.length > 0 ? scenarios.filter((s) => wanted.includes(s.name)) : scenarios;

  process.once('SIGINT', () => interrupted('interrupted by SIGINT', 130));
  process.once('SIGTERM', () => interrupted('interrupted by SIGTERM', 143));
  setTimeout(
    () => interrupted(`watchdog: still running after ${WATCHDOG_MS / 1000} s`, 1),
    WATCHDOG_MS,
  ).unref();

  for (const scenario of selected) {
    console.log(`\n▶ ${scenario.name}: ${scenario.summary}`);
    record.scenario = scenario.name;
    const startedAt = performance.now();
    try {
      await scenario.run(record);
    } catch (error) {
      record.error('scenario aborted', error);
    }
    console.log(`  (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);
  }
  await finish(0);
}

void main();
