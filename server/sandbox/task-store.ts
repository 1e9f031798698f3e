import type { SandboxTask } from "./tasks.ts";

/** More than a day of heavy QA; each task is a few hundred bytes. */
export const MAX_TASKS = 50_000;

/**
 * The sandbox's tasks, as the service keeps them: for a limited time (a query after that
 * answers 404), and never more than MAX_TASKS (the oldest go first). Tasks are added in
 * submission order, so the oldest are always at the front of the map.
 */
export class TaskStore {
  readonly #tasks = new Map<string, SandboxTask>();

  constructor(
    readonly ttlMs: number,
    readonly now: () => number,
    readonly limit = MAX_TASKS,
  ) {}

  add(task: SandboxTask) {
    this.#sweep();
    this.#tasks.set(task.requestId, task);
    for (const oldest of this.#tasks.keys()) {
      if (this.#tasks.size <= this.limit) break;
      this.#tasks.delete(oldest);
    }
  }

  get(requestId: string): SandboxTask | undefined {
    const task = this.#tasks.get(requestId);
    if (task && this.#expired(task)) {
      this.#tasks.delete(requestId);
      return undefined;
    }
    return task;
  }

  has(requestId: string): boolean {
    return this.get(requestId) !== undefined;
  }

  get size(): number {
    this.#sweep();
    return this.#tasks.size;
  }

  clear() {
    this.#tasks.clear();
  }

  #expired(task: SandboxTask): boolean {
    return this.now() - task.submitMs >= this.ttlMs;
  }

  #sweep() {
    for (const task of this.#tasks.values()) {
      if (!this.#expired(task)) break;
      this.#tasks.delete(task.requestId);
    }
  }
}
