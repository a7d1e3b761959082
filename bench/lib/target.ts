export type Target = { op: '<=' | '>='; value: number };

export type Status = 'PASS' | 'FAIL' | 'INFO' | 'SKIP' | 'ERROR';

export function meetsTarget(value: number, target: Target): boolean {
  return target.op === '<=' ? value <= target.value : value >= target.value;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}
