/** What a job shows above its lines: its name and the three Cs. */
export type JobHeading = {
  id: string;
  name: string;
  complaint: string | null;
  cause: string | null;
  correction: string | null;
};

/** A job with its lines; `job` is null for the lines of no job (a counter sale, shop supplies). */
export type JobGroup<Job extends JobHeading, Line> = { job: Job | null; lines: Line[] };

/**
 * Lines grouped under their jobs, in the jobs' order (each job's lines in the order given), then
 * the lines of no job. A job without lines is kept (an empty concern is still on the job order);
 * the group of no job only when it has lines.
 */
export function groupLinesByJob<Job extends JobHeading, Line extends { jobId: string | null }>(
  jobs: readonly Job[],
  lines: readonly Line[],
): JobGroup<Job, Line>[] {
  const known = new Set(jobs.map((job) => job.id));
  const groups: JobGroup<Job, Line>[] = jobs.map((job) => ({
    job,
    lines: lines.filter((line) => line.jobId === job.id),
  }));
  const loose = lines.filter((line) => line.jobId === null || !known.has(line.jobId));
  return loose.length > 0 ? [...groups, { job: null, lines: loose }] : groups;
}

/** "Complaint: …", "Cause: …", "Correction: …" for the ones written, as a document prints them. */
export function threeCsLines(job: JobHeading): string[] {
  return [
    ['Complaint', job.complaint],
    ['Cause', job.cause],
    ['Correction', job.correction],
  ].flatMap(([label, text]) => (text ? [`${label}: ${text}`] : []));
}
