import { useSyncExternalStore } from "react";
import type { RunPreset } from "../../contract/run.ts";
import { runPresetSchema } from "../../contract/run-schema.ts";
import { KeyedStore } from "../../lib/keyed-store.ts";
import { readVideoValues } from "../task/form-values.ts";
import { sharedStore } from "../../lib/synced-store.ts";
import { shareBook, type ItemBook } from "../../lib/shared-books.ts";
import type { SharedItem } from "../../contract/shared-item.ts";
import type { PresetStore } from "./store.ts";

const CHANNEL = "taskdeck-presets";

const byName = (a: RunPreset, b: RunPreset) => a.name.localeCompare(b.name) || a.savedAt - b.savedAt;

/** A preset's time as the workspace keeps it: whole milliseconds. */
const timeOf = (preset: RunPreset) => Math.floor(preset.savedAt);

/**
 * Saved run plans (QA runs' presets), kept in the app's database and heard across tabs (the one
 * mirror, keyed-store.ts); in a shared workspace, the team's (shared-books.ts).
 */
export class PresetBook extends KeyedStore<RunPreset> implements PresetStore, ItemBook {
  readonly kind = "presets";
  /** Its list: every preset by name. */
  constructor() {
    super("presets", CHANNEL, runPresetSchema, byName);
  }

  /** Stores a preset (a new one, or one of the same id replaced). */
  save(preset: RunPreset): Promise<void> {
    return this.put(preset.id, preset);
  }

  times = () => new Map([...this.byId].map(([id, preset]) => [id, timeOf(preset)]));

  value = (id: string): unknown => this.byId.get(id);

  async take(items: readonly SharedItem[]): Promise<void> {
    const newer: [string, RunPreset][] = [];
    for (const { id, item, updatedAt } of items) {
      const mine = this.byId.get(id);
      if (mine && timeOf(mine) >= updatedAt) continue;
      if (item === null) {
        if (mine) await this.remove(id);
      } else {
        const preset = this.decode(item);
        if (preset) newer.push([id, preset]);
      }
    }
    await this.storeMany(newer);
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
export const sharedPresetBook: () => PresetStore = sharedStore(() => {
  const book = new PresetBook();
  shareBook(book);
  return book;
});

export function usePresets(book: PresetStore = sharedPresetBook()): readonly RunPreset[] {
  return useSyncExternalStore(book.subscribe, book.list);
}
