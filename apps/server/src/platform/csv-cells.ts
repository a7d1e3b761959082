/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return) as a formula;
 * a leading apostrophe makes it plain text (OWASP "CSV injection"). Every CSV export writes
 * text cells through it.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The text an exported cell stood for: a CSV import reads back what neutraliseFormula wrote. */
export function restoreFormula(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
