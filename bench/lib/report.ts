import { meetsTarget, type Status, type Target } from './target.ts';

export type Row = {
  scenario: string;
  name: string;
  value?: number;
  unit?: string;
  target?: Target;
  status: Status;
  note?: string;
};

/** Collects a scenario's figures as they are measured, so a later failure keeps earlier rows. */
export class Recorder {
  readonly rows: Row[] = [];
  scenario = '';

  /** A figure with a target is PASS or FAIL; without one it is printed for information. */
  measure(name: string, value: number, unit: string, target?: Target, note?: string): void {
    const status: Status = target ? (meetsTarget(value, target) ? 'PASS' : 'FAIL') : 'INFO';
    this.rows.push({ scenario: this.scenario, name, value, unit, target, status, note });
    console.log(`  ${name}: ${formatValue(value, unit)} ${target ? `[${status}]` : ''}`.trimEnd());
  }

  skip(name: string, note: string): void {
    this.rows.push({ scenario: this.scenario, name, status: 'SKIP', note });
    console.log(`  ${name}: skipped (${note})`);
  }

  error(name: string, error: unknown): void {
    const note = error instanceof Error ? error.message : String(error);
    this.rows.push({ scenario: this.scenario, name, status: 'ERROR', note });
    console.log(`  ${name}: ERROR ${note}`);
  }

  get failed(): boolean {
    return this.rows.some((row) => row.status === 'FAIL' || row.status === 'ERROR');
  }
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatValue(value: number, unit: string): string {
  const number = Math.abs(value) < 10 ? decimal.format(value) : integer.format(value);
  return unit ? `${number} ${unit}` : number;
}

function formatTarget(target: Target | undefined, unit: string | undefined): string {
  if (!target) return '-';
  return `${target.op === '<=' ? '≤' : '≥'} ${formatValue(target.value, unit ?? '')}`;
}

export function printTable(rows: Row[]): void {
  const header = ['scenario', 'figure', 'value', 'target', 'result'];
  const body = rows.map((row) => [
    row.scenario,
    row.name,
    row.value === undefined ? '-' : formatValue(row.value, row.unit ?? ''),
    formatTarget(row.target, row.unit),
    // Multi-line notes (server output) were printed in full when recorded; one line here.
    row.note ? `${row.status}  ${row.note.split('\n')[0]}` : row.status,
  ]);
  // The last column is left unpadded so long notes do not widen the table.
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0),
      )
      .join(' | ');
  const rule = widths.map((width) => '-'.repeat(width)).join('-+-');
  console.log(['', line(header), rule, ...body.map(line)].join('\n'));
}
