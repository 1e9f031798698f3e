import { useSyncExternalStore } from "react";
import type { RunPreset } from "../contract/run.ts";
import { runPresetSchema } from "../contract/run-schema.ts";
import { database } from "./db.ts";

const CHANNEL = "taskdeck-presets";

const byName = (a: RunPreset, b: RunPreset) => a.name.localeCompare(b.name) || a.savedAt - b.savedAt;

/**
 * Saved run plans (QA runs' presets), kept in the app's database and heard across tabs. A stored
 * preset that no longer reads is left where it is and skipped, as a verdict or a run is.
 */
export class PresetBook {
  private sorted: readonly RunPreset[] = [];
  private readonly listeners = new Set<() => void>();
  private channel: BroadcastChannel | null = null;
  readonly ready: Promise<void>;

  constructor() {
    this.ready = this.reload();
  }

  connect() {
    if (this.channel || typeof BroadcastChannel === "undefined") return;
    this.channel = new BroadcastChannel(CHANNEL);
    this.channel.onmessage = () => void this.reload();
  }

  close() {
    this.channel?.close();
    this.channel = null;
  }

  /** Every preset by name; the same array until something changes (for useSyncExternalStore). */
  list = (): readonly RunPreset[] => this.sorted;

  get = (id: string): RunPreset | undefined => this.sorted.find((preset) => preset.id === id);

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Stores a preset (a new one, or one of the same id replaced). */
  async save(preset: RunPreset): Promise<void> {
    await (await database()).put("presets", preset, preset.id);
    await this.changedHere();
  }

  async remove(id: string): Promise<void> {
    await (await database()).delete("presets", id);
    await this.changedHere();
  }

  private async changedHere() {
    await this.reload();
    this.channel?.postMessage("reload");
  }

  private async reload() {
    const values = await (await database()).getAll("presets");
    const presets = values.flatMap((value) => {
      const preset = runPresetSchema.safeParse(value);
      return preset.success ? [preset.data] : [];
    });
    this.sorted = presets.sort(byName);
    this.listeners.forEach((listener) => listener());
  }
}

let shared: PresetBook | null = null;

/** The page's one preset book, listening to other tabs from its first use on. */
export function sharedPresetBook(): PresetBook {
  if (!shared) {
    shared = new PresetBook();
    shared.connect();
  }
  return shared;
}

export function usePresets(book: PresetBook = sharedPresetBook()): readonly RunPreset[] {
  return useSyncExternalStore(book.subscribe, book.list);
}
