const chains = new Map<string, Promise<unknown>>();

/**
 * Runs `work` while holding the named lock in every tab of this origin (Web Locks API), so two
 * tabs never interleave it. Where the API is missing, the work is at least run one at a time
 * within this tab; tabs can then interleave, as they could before the lock existed.
 */
export function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.locks) return navigator.locks.request(name, work);
  const previous = chains.get(name) ?? Promise.resolve();
  const run = previous.then(work, work);
  // The chain never rejects, so one failed holder does not stop the next.
  chains.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}
