/**
 * The reports module's public file: what report submodules register with (ADR 049) and what
 * other modules read (the dashboard's KPI cards take the revenue report's figures).
 */
export {
  type ReportContext,
  type ReportCsv,
  registerReport,
  reportFrameOf,
} from './register-report.ts';
export { revenueFiguresOfRanges } from './revenue/get-revenue-report.ts';
