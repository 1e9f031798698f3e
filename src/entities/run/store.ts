import type { Run, RunPreset } from "../../contract/run.ts";
import type { SharedRun } from "../../contract/shared-run.ts";

/** A change to a run, or a function that works one out from the run as stored. */
export type RunPatch = Partial<Omit<Run, "id">> | ((current: Run) => Partial<Omit<Run, "id">>);

/**
 * What the app asks of the runs' store, whoever keeps it: this browser's IndexedDB (run-book.ts),
 * which mirrors the runs a shared workspace holds and changes those through their server. Writes
 * resolve once the change is stored, and every tab's subscribers hear of it.
 */
export interface RunStore {
  /** Resolves once the stored runs are first read. */
  readonly ready: Promise<void>;
  /** False until then: an empty list means "not yet known". */
  readonly loaded: boolean;
  /** Every run, the newest first; the same array until something changes (for useSyncExternalStore). */
  list(): readonly Run[];
  get(id: string): Run | undefined;
  subscribe(listener: () => void): () => void;
  /** Stores a new run (or replaces one with its id). */
  add(run: Run): Promise<void>;
  /** Changes a run at once, a function patch worked out from the run as stored; undefined when there is none. */
  update(id: string, patch: RunPatch): Promise<Run | undefined>;
  remove(id: string): Promise<void>;
  /** Stores many runs at once, as given (an import decides what to merge). */
  putMany(runs: readonly Run[]): Promise<void>;
  /** Stores what the workspace's stream says of the runs it holds, as it says it. */
  mirror(shared: readonly SharedRun[]): Promise<void>;
}

/** The saved run plans' store (preset-book.ts today), heard across tabs as the runs are. */
export interface PresetStore {
  readonly ready: Promise<void>;
  /** Every preset by name; the same array until something changes. */
  list(): readonly RunPreset[];
  get(id: string): RunPreset | undefined;
  subscribe(listener: () => void): () => void;
  /** Stores a preset: a new one, or one of the same id replaced. */
  save(preset: RunPreset): Promise<void>;
  remove(id: string): Promise<void>;
}
