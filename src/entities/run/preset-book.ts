import { useSyncExternalStore } from "react";
import type { RunPreset } from "../../contract/run.ts";
import { runPresetSchema } from "../../contract/run-schema.ts";
import { KeyedStore } from "../../lib/keyed-store.ts";
import { readVideoValues } from "../task/form-values.ts";
import { sharedStore } from "../../lib/synced-store.ts";
import type { PresetStore } from "./store.ts";

const CHANNEL = "taskdeck-presets";

const byName = (a: RunPreset, b: RunPreset) => a.name.localeCompare(b.name) || a.savedAt - b.savedAt;

/**
 * Saved run plans (QA runs' presets), kept in the app's database and heard across tabs (the one
 * mirror, keyed-store.ts).
 */
export class PresetBook extends KeyedStore<RunPreset> implements PresetStore {
  /** Its list: every preset by name. */
  constructor() {
    super("presets", CHANNEL, runPresetSchema, byName);
  }

  /** Stores a preset (a new one, or one of the same id replaced). */
  save(preset: RunPreset): Promise<void> {
    return this.put(preset.id, preset);
  }

  protected decode(value: unknown): RunPreset | undefined {
    const preset = super.decode(value);
    // A video base saved under an older version's names reads as today's values (form-values.ts), so it loads and still matches.
    return preset?.plan.family === "video"
      ? { ...preset, plan: { ...preset.plan, base: readVideoValues(preset.plan.base) } }
      : preset;
  }
}

/** The page's one preset book, listening to other tabs from its first use on. */
export const sharedPresetBook: () => PresetStore = sharedStore(() => new PresetBook());

export function usePresets(book: PresetStore = sharedPresetBook()): readonly RunPreset[] {
  return useSyncExternalStore(book.subscribe, book.list);
}
