import { ConfigError, loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/configured-database.ts';
import { withSystemAccess } from '../../db/tenancy.ts';
import { runSummaryChecks, summaryChecks } from './summary-checks.ts';

/**
 * `npm run reports:check`: recomputes every registered summary table for every shop from the
 * base tables and prints each difference; exits 1 on any (ADR 049).
 */
try {
  const config = loadConfig();
  const { database, unlock } = await openConfiguredDatabase(config);
  try {
    const { checked, mismatches } = await withSystemAccess(() => runSummaryChecks(database.db));
    for (const line of mismatches) console.error(line);
    console.log(
      `${summaryChecks.length} summary table(s), ${checked} shop check(s), ${mismatches.length} mismatch(es).`,
    );
    if (mismatches.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
    unlock();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? `configuration error: ${error.message}` : error);
  process.exit(1);
}
