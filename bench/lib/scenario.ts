import type { Recorder } from './report.ts';

export type Scenario = {
  /** What `npm run bench -- <name>` selects. */
  name: string;
  summary: string;
  run(record: Recorder): Promise<void>;
};
