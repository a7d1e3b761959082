/**
 * North American VINs (ISO 3779 / 49 CFR 565): 17 characters without I, O and Q, position 9
 * a check digit over the other sixteen, position 10 the model year.
 */

// biome-ignore format: the standard's table reads best in rows
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Model-year codes repeat every 30 years: 1980 and 2010 are both A. */
const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

function characterValue(character: string): number {
  if (character >= '0' && character <= '9') return Number(character);
  const value = TRANSLITERATION[character];
  if (value === undefined) throw new Error(`"${character}" cannot appear in a VIN`);
  return value;
}

/** The check digit (0–9 or X) for a 17-character VIN; whatever stands at position 9 is ignored. */
export function vinCheckDigit(vin: string): string {
  if (vin.length !== 17) throw new Error('a VIN has 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += characterValue(vin[i] as string) * (WEIGHTS[i] as number);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function isValidVin(vin: string): boolean {
  return VIN_SHAPE.test(vin) && vin[8] === vinCheckDigit(vin);
}

export function modelYearCode(year: number): string {
  if (year < 1980) throw new Error('model-year codes start in 1980');
  return MODEL_YEAR_CODES[(year - 1980) % 30] as string;
}

/**
 * Assembles a VIN from its parts and fills in the check digit.
 * wmi: manufacturer (3), vds: vehicle attributes (5), plant (1), serial (6).
 */
export function buildVin(parts: {
  wmi: string;
  vds: string;
  year: number;
  plant: string;
  serial: string;
}): string {
  const draft = `${parts.wmi}${parts.vds}0${modelYearCode(parts.year)}${parts.plant}${parts.serial}`;
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(draft)) throw new Error(`malformed VIN parts: ${draft}`);
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
