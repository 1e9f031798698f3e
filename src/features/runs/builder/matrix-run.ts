import type { Run, RunCell, RunPlan } from "../../../contract/run.ts";

const WORDS = 6;
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A run's name when none is given: when it was made and the first words of its first prompt
 * (camera brackets left out), or for 3D the model, e.g. "2026-11-24 14:05 A fox runs through snow".
 */
export function defaultRunName(plan: RunPlan, cells: readonly RunCell[], now: Date): string {
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
  const body = cells[0]?.body ?? plan.base;
  const text =
    plan.family === "video"
      ? String(body.prompt ?? "").replace(/[[【][^\]】]*[\]】]/g, " ")
      : String(body.model ?? "")
          .split("/")
          .pop()!;
  const words = text.split(/\s+/).filter(Boolean).slice(0, WORDS).join(" ");
  return words ? `${stamp} ${words}` : stamp;
}

/** The run handed to the queue: every cell unsent, nothing paused. */
export function newRun(fields: {
  id: string;
  name: string;
  plan: RunPlan;
  presetId: string | null;
  cells: readonly RunCell[];
  createdAt: number;
}): Run {
  const cells = fields.cells.map(({ key, coords, repeat, body }) => ({
    key,
    coords,
    repeat,
    body,
    entryId: null,
    cancelled: false,
  }));
  return { ...fields, cells, pause: null, baseline: false };
}
