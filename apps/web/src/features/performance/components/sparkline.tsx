/**
 * A figure's 12 weeks as a small line (oldest left): a week without a value (a zero
 * denominator) leaves a gap. Drawing only: the numbers are shown as text beside it, and the
 * line's label reads the weeks out for assistive technology.
 */
export function Sparkline({
  values,
  label,
  width = 72,
  height = 18,
}: {
  values: (number | null)[];
  label: string;
  width?: number;
  height?: number;
}) {
  const known = values.filter((value): value is number => value !== null);
  const max = Math.max(...known, 0);
  const min = Math.min(...known, 0);
  const span = max - min || 1;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const segments: string[] = [];
  let current = '';
  values.forEach((value, index) => {
    if (value === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    const x = (index * step).toFixed(1);
    const y = (height - 1 - ((value - min) / span) * (height - 2)).toFixed(1);
    current += `${current ? ' L' : 'M'}${x} ${y}`;
  });
  if (current) segments.push(current);
  const last = values.at(-1);
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      style={{ display: 'block', overflow: 'visible' }}
    >
      {segments.map((path) => (
        <path
          key={path}
          d={path}
          fill="none"
          stroke="var(--mantine-color-blue-6)"
          strokeWidth={1.5}
          strokeLinejoin="round"
        />
      ))}
      {last !== null && last !== undefined ? (
        <circle
          cx={((values.length - 1) * step).toFixed(1)}
          cy={(height - 1 - ((last - min) / span) * (height - 2)).toFixed(1)}
          r={2}
          fill="var(--mantine-color-blue-6)"
        />
      ) : null}
    </svg>
  );
}
