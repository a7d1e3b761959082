import { z } from 'zod';
import { lineText } from './text.ts';

/** Results per kind in the global search. */
export const SEARCH_LIMIT = 5;

export const searchQuerySchema = z.object({
  q: lineText().max(100).default(''),
});

/** A job order, invoice or booking found by its number: "JO-0200", and who it is for. */
const numberedRecordSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  description: z.string(),
});

/** `GET /api/v1/search?q=`: the header's global search (Ctrl/Cmd+K). */
export const searchResultSchema = z.object({
  clients: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  ),
  vehicles: z.array(
    z.object({
      id: z.uuid(),
      /** "2019 Toyota RAV4". */
      label: z.string(),
      vin: z.string().nullable(),
      registrationNumber: z.string().nullable(),
      ownerName: z.string(),
    }),
  ),
  services: z.array(z.object({ id: z.uuid(), name: z.string(), category: z.string() })),
  /** The record a typed number names ("JO-0200", "INV-2026-00166", "REQ252"), if the caller may read it. */
  jobOrders: z.array(numberedRecordSchema),
  invoices: z.array(numberedRecordSchema),
  bookings: z.array(numberedRecordSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
