import { describe, expect, it } from 'vitest';
import {
  cleanClientTags,
  clientInputSchema,
  clientListQuerySchema,
  clientPatchSchema,
  latestToday,
} from './clients.ts';

function issues(input: unknown) {
  const result = clientInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const valid = { name: 'Ana Lima', phone: '+1 555 0100' };

describe('clientInputSchema (spec §5)', () => {
  it('requires Full Name and Phone', () => {
    expect(issues({})).toEqual([
      ['name', 'Full Name is required'],
      ['phone', 'Phone is required'],
    ]);
    expect(issues({ name: '   ', phone: '  ' })).toEqual([
      ['name', 'Full Name is required'],
      ['phone', 'Phone is required'],
    ]);
  });

  it('checks the e-mail format but lets it be empty', () => {
    expect(issues({ ...valid, email: 'ana@' })).toEqual([['email', 'Enter a valid email address']]);
    expect(clientInputSchema.parse({ ...valid, email: ' ana@example.com ' }).email).toBe(
      'ana@example.com',
    );
    expect(clientInputSchema.parse({ ...valid, email: '' }).email).toBeNull();
  });

  it('refuses a date of birth before 1900-01-01, in the future, or not a date', () => {
    expect(issues({ ...valid, dateOfBirth: '1899-12-31' })).toEqual([
      ['dateOfBirth', 'Date of birth cannot be before 1900-01-01'],
    ]);
    expect(issues({ ...valid, dateOfBirth: '2999-01-01' })).toEqual([
      ['dateOfBirth', 'Date of birth cannot be in the future'],
    ]);
    expect(issues({ ...valid, dateOfBirth: '2001-02-30' })).toEqual([
      ['dateOfBirth', 'Enter a date as YYYY-MM-DD'],
    ]);
    expect(clientInputSchema.parse({ ...valid, dateOfBirth: '1900-01-01' }).dateOfBirth).toBe(
      '1900-01-01',
    );
    expect(clientInputSchema.parse({ ...valid, dateOfBirth: latestToday() }).dateOfBirth).toBe(
      latestToday(),
    );
  });

  it('accepts today wherever the person typing is (UTC+14 at the latest)', () => {
    expect(latestToday(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-22');
    expect(latestToday(new Date('2026-11-21T09:59:59Z'))).toBe('2026-11-21');
  });

  it('saves empty optional fields as null', () => {
    const client = clientInputSchema.parse({
      ...valid,
      email: '',
      address: '  ',
      company: '',
      dateOfBirth: '',
      preferredContact: '',
      notes: null,
    });
    expect(client).toMatchObject({
      email: null,
      address: null,
      city: null,
      company: null,
      dateOfBirth: null,
      preferredContact: null,
      notes: null,
      taxId: null,
      tags: [],
    });
  });

  it('allows only the known preferred contacts', () => {
    expect(
      clientInputSchema.parse({ ...valid, preferredContact: 'whatsapp' }).preferredContact,
    ).toBe('whatsapp');
    expect(issues({ ...valid, preferredContact: 'fax' })).toEqual([
      ['preferredContact', 'Choose email, phone, SMS or WhatsApp'],
    ]);
  });

  it('cleans tags: trimmed, blanks and duplicates dropped, filter tags spelled canonically', () => {
    expect(
      clientInputSchema.parse({ ...valid, tags: [' vip ', '', 'Fleet', 'fleet', 'premium'] }).tags,
    ).toEqual(['VIP', 'Fleet', 'Premium']);
    expect(cleanClientTags(['REGULAR', 'Regular'])).toEqual(['Regular']);
    expect(issues({ ...valid, tags: ['x'.repeat(41)] })).toEqual([
      ['tags.0', 'A tag is 40 characters at most'],
    ]);
  });

  it('limits lengths', () => {
    expect(issues({ ...valid, name: 'x'.repeat(201) })).toEqual([
      ['name', 'Must be 200 characters or fewer'],
    ]);
  });
});

describe('clientPatchSchema', () => {
  it('leaves out what is not sent and still enforces the rules on what is', () => {
    expect(clientPatchSchema.parse({ company: '' })).toEqual({ company: null });
    expect(clientPatchSchema.safeParse({ name: '' }).success).toBe(false);
    expect(clientPatchSchema.safeParse({ phone: ' ' }).success).toBe(false);
  });
});

describe('clientListQuerySchema', () => {
  it('defaults to active clients, newest first, 50 a page', () => {
    expect(clientListQuerySchema.parse({})).toEqual({
      archived: false,
      sort: 'createdAt',
      order: 'desc',
      limit: 50,
    });
  });
  it('reads query strings and drops a blank search', () => {
    expect(clientListQuerySchema.parse({ limit: '10', search: '  ', tag: 'VIP' })).toMatchObject({
      limit: 10,
      search: undefined,
      tag: 'VIP',
    });
  });
  it('refuses unknown tags and sorts, and limits outside 1..100', () => {
    expect(clientListQuerySchema.safeParse({ tag: 'Gold' }).success).toBe(false);
    expect(clientListQuerySchema.safeParse({ sort: 'email' }).success).toBe(false);
    expect(clientListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(clientListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
