import type { ChildProcess } from 'node:child_process';

// Child servers and async tidy-ups (temporary databases, directories) registered here are
// ended when the benchmark is interrupted, so a Ctrl-C or a watchdog never leaves them behind.
const children = new Set<ChildProcess>();
const tasks = new Set<() => Promise<void>>();

export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** Registers an async tidy-up; call the returned function once it has run normally. */
export function onCleanup(task: () => Promise<void>): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

function killChildren(): void {
  for (const child of children) child.kill('SIGKILL');
}

/** Kills remaining child servers first (they hold database connections), then runs the tasks. */
export async function runCleanups(): Promise<void> {
  killChildren();
  for (const task of [...tasks]) {
    tasks.delete(task);
    await task().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}

// Last resort when the process exits without running the cleanups (an uncaught throw).
process.on('exit', killChildren);
