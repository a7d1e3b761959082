import { describe, expect, it } from 'vitest';
import { groupLinesByJob, threeCsLines } from './job-groups.ts';

const job = (id: string, name: string) => ({
  id,
  name,
  complaint: null,
  cause: null,
  correction: null,
});

describe('groupLinesByJob', () => {
  it('puts each line under its job in the jobs’ order, empty jobs kept, lines of no job last', () => {
    const brakes = job('a', 'Brakes');
    const wipers = job('b', 'Wipers');
    const tyres = job('c', 'Tyres');
    const lines = [
      { id: '1', jobId: 'b' },
      { id: '2', jobId: null },
      { id: '3', jobId: 'a' },
      { id: '4', jobId: 'b' },
      { id: '5', jobId: 'gone' },
    ];
    expect(
      groupLinesByJob([brakes, wipers, tyres], lines).map((group) => ({
        job: group.job?.name ?? null,
        lines: group.lines.map((line) => line.id),
      })),
    ).toEqual([
      { job: 'Brakes', lines: ['3'] },
      { job: 'Wipers', lines: ['1', '4'] },
      { job: 'Tyres', lines: [] },
      { job: null, lines: ['2', '5'] },
    ]);
  });

  it('has no group of no job when every line has its job, and one group for a counter sale', () => {
    expect(groupLinesByJob([job('a', 'Brakes')], [{ jobId: 'a' }])).toHaveLength(1);
    expect(groupLinesByJob([], [{ jobId: null }])).toEqual([
      { job: null, lines: [{ jobId: null }] },
    ]);
  });
});

describe('threeCsLines', () => {
  it('prints the Cs that are written, in order', () => {
    expect(
      threeCsLines({ ...job('a', 'Brakes'), complaint: 'Squeal', correction: 'New pads' }),
    ).toEqual(['Complaint: Squeal', 'Correction: New pads']);
  });
});
