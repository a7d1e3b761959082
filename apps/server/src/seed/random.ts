/**
 * A seeded pseudo-random generator (mulberry32) with the few helpers the demo data needs.
 * Seeded rather than Math.random so every fresh install shows the same clients, cars and
 * amounts, and tests can compare two seeded databases.
 */
export type Random = ReturnType<typeof createRandom>;

export function createRandom(seed: number) {
  let state = seed >>> 0;

  /** A float in [0, 1). */
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1));
  }

  function chance(probability: number): boolean {
    return next() < probability;
  }

  function pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  }

  /** Picks a value with probability proportional to its weight. */
  function weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries.at(-1);
    if (!last) throw new Error('cannot pick from an empty list');
    return last[0];
  }

  /** A shuffled copy (Fisher–Yates). */
  function shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  function digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(int(0, 9));
    return text;
  }

  function letters(count: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    let text = '';
    for (let i = 0; i < count; i++) text += alphabet[int(0, alphabet.length - 1)];
    return text;
  }

  return { next, int, chance, pick, weighted, shuffle, digits, letters };
}
