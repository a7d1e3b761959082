import { describe, expect, it } from 'vitest';
import { buildVin, isValidVin, modelYearCode, vinCheckDigit } from './vin.ts';

describe('VIN check digit', () => {
  it('computes the check digit of known VINs, X included', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('JH4KA7561PC008269')).toBe('1');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });

  it('accepts valid VINs and refuses a wrong check digit, I/O/Q or a wrong length', () => {
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP04278')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP0427880')).toBe(false);
    expect(isValidVin('1M8GDM9AXKO042788')).toBe(false);
    expect(isValidVin('IM8GDM9AXKP042788')).toBe(false);
    expect(isValidVin('1M8GDM9AXKQ042788')).toBe(false);
  });

  it('maps model years to their codes, which repeat every 30 years', () => {
    expect(modelYearCode(2019)).toBe('K');
    expect(modelYearCode(2010)).toBe('A');
    expect(modelYearCode(1980)).toBe('A');
    expect(modelYearCode(2009)).toBe('9');
    expect(modelYearCode(2023)).toBe('P');
    expect(modelYearCode(2030)).toBe('Y');
  });

  it('builds a valid VIN from its parts', () => {
    const vin = buildVin({ wmi: '4T1', vds: 'B11HK', year: 2021, plant: 'U', serial: '012345' });
    expect(vin).toHaveLength(17);
    expect(vin.slice(9, 12)).toBe('MU0');
    expect(isValidVin(vin)).toBe(true);
    expect(() =>
      buildVin({ wmi: '4T1', vds: 'B1OHK', year: 2021, plant: 'U', serial: '012345' }),
    ).toThrow();
  });
});
