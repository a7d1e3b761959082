import { describe, expect, it } from 'vitest';
import { foldForSearch, searchFoldTable } from './search-fold.ts';

describe('foldForSearch', () => {
  it('folds case, accents, strokes and the two-letter letters as the database does', () => {
    expect(foldForSearch('Renée MÜLLER')).toBe('renee muller');
    expect(foldForSearch('Škoda Ødegaard Łukasz Đoković')).toBe('skoda odegaard lukasz dokovic');
    expect(foldForSearch('Straße Æsir Œuvre')).toBe('strasse aesir oeuvre');
    // A combining accent (NFD, as some keyboards send it) folds like the composed letter.
    expect(foldForSearch('Rene\u0301e')).toBe('renee');
    expect(foldForSearch('JO-0200 50%')).toBe('jo-0200 50%');
  });

  it('maps each letter of the table to one plain letter', () => {
    expect([...searchFoldTable.from]).toHaveLength([...searchFoldTable.to].length);
    expect(new Set(searchFoldTable.from).size).toBe([...searchFoldTable.from].length);
  });
});
