import type { Tx } from '../database.ts';

export async function seedDemoData(_options: { tx: Tx }) {
  return {};
}
