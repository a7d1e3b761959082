import { describe, expect, it } from 'vitest';
import { countryCode, countryOfLocale, formatAddressLine, formatAddressLines } from './address.ts';

const naperville = {
  street: '1250 W Ogden Ave',
  city: 'Naperville',
  state: 'IL',
  postalCode: '60564',
};

describe('postal addresses by country', () => {
  it('prints a US address as city, state and ZIP code', () => {
    expect(formatAddressLines({ ...naperville, country: 'US' }, { homeCountry: 'US' })).toEqual([
      '1250 W Ogden Ave',
      'Naperville, IL 60564',
    ]);
    // Without a country the shop's own is meant.
    expect(formatAddressLines(naperville, { homeCountry: 'US' })).toEqual([
      '1250 W Ogden Ave',
      'Naperville, IL 60564',
    ]);
  });

  it('puts the postcode before the city in Germany and France, with the country when abroad', () => {
    expect(
      formatAddressLines(
        { street: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', country: 'Germany' },
        { homeCountry: 'US' },
      ),
    ).toEqual(['Unter den Linden 1', '10117 Berlin', 'Germany']);
    expect(
      formatAddressLines(
        { street: '5 rue de Rivoli', city: 'Paris', postalCode: '75001' },
        { homeCountry: 'FR' },
      ),
    ).toEqual(['5 rue de Rivoli', '75001 Paris']);
  });

  it('gives a UK postcode its own line', () => {
    expect(
      formatAddressLines(
        { street: '10 Downing St', city: 'London', postalCode: 'SW1A 2AA', country: 'UK' },
        { homeCountry: 'GB' },
      ),
    ).toEqual(['10 Downing St', 'London', 'SW1A 2AA']);
  });

  it('leaves out the separators of missing parts, and prints nothing for an empty address', () => {
    expect(formatAddressLines({ city: 'Naperville', state: 'IL' }, { homeCountry: 'US' })).toEqual([
      'Naperville, IL',
    ]);
    expect(formatAddressLines({ postalCode: '60564' }, { homeCountry: 'US' })).toEqual(['60564']);
    expect(formatAddressLines({ city: 'Berlin', country: 'DE' })).toEqual(['Berlin', 'DE']);
    expect(formatAddressLines({ street: ' ', city: null }, { homeCountry: 'US' })).toEqual([]);
    expect(formatAddressLine({ ...naperville, country: 'USA' }, { homeCountry: 'US' })).toBe(
      '1250 W Ogden Ave, Naperville, IL 60564',
    );
  });

  it('knows the usual ways to write a country, and a locale’s country', () => {
    expect(countryCode('United States')).toBe('US');
    expect(countryCode(' usa ')).toBe('US');
    expect(countryCode('Deutschland')).toBe('DE');
    expect(countryCode('Atlantis')).toBeNull();
    expect(countryOfLocale('en-US')).toBe('US');
    expect(countryOfLocale('de-CH')).toBe('CH');
  });
});
