import { useSyncExternalStore } from "react";
import type { RunPreset } from "../../contract/run.ts";
import { runPresetSchema } from "../../contract/run-schema.ts";
import { SyncedStore, sharedStore } from "../../lib/synced-store.ts";
import type { PresetStore } from "./store.ts";

const CHANNEL = "taskdeck-presets";

const byName = (a: RunPreset, b: RunPreset) => a.name.localeCompare(b.name) || a.savedAt - b.savedAt;

/**
 * Saved run plans (QA runs' presets), kept in the app's database and heard across tabs. A stored
 * preset that no longer reads is left where it is and skipped, as a verdict or a run is.
 */
export class PresetBook extends SyncedStore<"reload"> implements PresetStore {
  private sorted: readonly RunPreset[] = [];

  constructor() {
    super("presets", CHANNEL);
  }

  /** Every preset by name; the same array until something changes (for useSyncExternalStore). */
  list = (): readonly RunPreset[] => this.sorted;

  get = (id: string): RunPreset | undefined => this.sorted.find((preset) => preset.id === id);

  /** Stores a preset (a new one, or one of the same id replaced). */
  async save(preset: RunPreset): Promise<void> {
    await this.write(preset.id, preset);
    await this.changedHere();
  }

  async remove(id: string): Promise<void> {
    await this.erase(id);
    await this.changedHere();
  }

  private async changedHere() {
    await this.reload();
    this.post("reload");
  }

  protected receive() {
    return this.reload();
  }

  protected async reload() {
    const values = await this.readAll();
    const presets = values.flatMap((value) => {
      const preset = runPresetSchema.safeParse(value);
      return preset.success ? [preset.data] : [];
    });
    this.sorted = presets.sort(byName);
    this.notify();
  }
}

/** The page's one preset book, listening to other tabs from its first use on. */
export const sharedPresetBook: () => PresetStore = sharedStore(() => new PresetBook());

export function usePresets(book: PresetStore = sharedPresetBook()): readonly RunPreset[] {
  return useSyncExternalStore(book.subscribe, book.list);
}
