// The gallery's 3D pictures: made one at a time (each downloads and draws a model), only for
// tiles in view, and kept as object URLs for the session, the least recently used freed first.

/** Enough for a few screens of tiles; each picture is a few kB. */
export const SNAPSHOTS_KEPT = 120;

type Job = { key: string; make: (signal: AbortSignal) => Promise<Blob>; done: (url: string | null) => void };

const kept = new Map<string, string>();
const failed = new Set<string>();
const queue: Job[] = [];
let running: { job: Job; abort: AbortController } | null = null;

function keep(key: string, url: string) {
  kept.set(key, url);
  for (const [oldest, old] of kept) {
    if (kept.size <= SNAPSHOTS_KEPT) break;
    kept.delete(oldest);
    URL.revokeObjectURL(old);
  }
}

/** The picture already made for `key`, marked as just used; undefined if none, null if it failed. */
export function keptSnapshot(key: string): string | null | undefined {
  if (failed.has(key)) return null;
  const url = kept.get(key);
  if (url === undefined) return undefined;
  kept.delete(key);
  kept.set(key, url);
  return url;
}

function next() {
  if (running) return;
  const job = queue.shift();
  if (!job) return;
  // Two tiles of one result: the second finds the first one's picture.
  const ready = keptSnapshot(job.key);
  if (ready !== undefined) {
    job.done(ready);
    return next();
  }
  const abort = new AbortController();
  running = { job, abort };
  job
    .make(abort.signal)
    .then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        keep(job.key, url);
        job.done(url);
      },
      () => {
        // Cancelled: asked again when the tile is back in view. Failed: the placeholder stays.
        if (!abort.signal.aborted) failed.add(job.key);
        job.done(null);
      },
    )
    .finally(() => {
      running = null;
      next();
    });
}

/**
 * Queues the picture for `key` (made by `make`); `done` gets its object URL, or null when it
 * failed or was cancelled. Returns the cancel: a job not yet started leaves the queue, a running one
 * is aborted.
 */
export function requestSnapshot(key: string, make: Job["make"], done: Job["done"]): () => void {
  const ready = keptSnapshot(key);
  if (ready !== undefined) {
    done(ready);
    return () => {};
  }
  const job: Job = { key, make, done };
  queue.push(job);
  next();
  return () => {
    const index = queue.indexOf(job);
    if (index >= 0) queue.splice(index, 1);
    else if (running?.job === job) running.abort.abort();
  };
}
