import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './read-inventory-csv.ts';

const ROWS = 10_000;
/** A full-size import: 10,000 rows of ~100 characters, one with a note over two lines. */
function largeFile() {
  const lines = ['SKU,Name,Brand,Category,Unit,Cost,Price,Notes'];
  for (let row = 1; row <= ROWS; row++) {
    const notes = row === 5_000 ? '"Two\nlines"' : 'Keep dry';
    lines.push(`BRK-${row},Brake pad set ${row},Bosch,Brakes,each,24.50,49.00,${notes}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('reading an import file', () => {
  it('parses a 10,000-row file in slices, letting other work run between them', async () => {
    let turns = 0;
    let reading = true;
    const countTurns = () => {
      turns++;
      if (reading) setImmediate(countTurns);
    };
    setImmediate(countTurns);
    const read = await readCsvRecords(largeFile());
    reading = false;
    // ~1 MB in 64 KB slices: the event loop turns between every two of them.
    expect(turns).toBeGreaterThanOrEqual(10);
    if ('error' in read) throw new Error(read.error);
    expect(read.records).toHaveLength(ROWS + 1);
    expect(read.records[5_000]).toMatchObject({
      line: 5_001,
      cells: expect.arrayContaining(['Two\nlines']),
    });
    expect(read.records.at(-1)).toMatchObject({
      line: ROWS + 2,
      cells: expect.arrayContaining(['BRK-10000']),
    });
  });

  it('names a CSV error, wherever in the file it is', async () => {
    const read = await readCsvRecords(`${largeFile()}BAD-1,"Unclosed quote\n`);
    expect(read).toEqual({ error: expect.stringMatching(/^The file is not valid CSV: /) });
  });
});
