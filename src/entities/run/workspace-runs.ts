import { t } from "@lingui/core/macro";
import type { Run } from "../../contract/run.ts";
import { runSchema } from "../../contract/run-schema.ts";
import type { RunChange } from "../../contract/shared-run.ts";
import { WORKSPACE_RUNS_PATH } from "../../contract/shared-run.ts";
import { readErrorBody } from "../../contract/error-body.ts";
import type { RunPace } from "../../contract/run-pace.ts";

// A run the workspace holds (`sentBy: "server"`) is made and changed through its server, which
// sends its cells; this browser keeps a copy, brought up to date by the workspace's stream.

async function ask(id: string, method: "PUT" | "PATCH" | "DELETE", body?: unknown): Promise<Run | null> {
  const response = await fetch(`${WORKSPACE_RUNS_PATH}${encodeURIComponent(id)}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return null;
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(readErrorBody(json)?.message ?? `HTTP ${response.status}`);
  const run = runSchema.safeParse(json);
  if (!run.success) throw new Error(t`the server's answer is not a run`);
  return run.data;
}

/** Hands a run to the workspace, to be sent at `pace`; resolves to the run as it holds it. */
export async function sendRun(run: Run, pace: RunPace): Promise<Run> {
  return (await ask(run.id, "PUT", { run, pace }))!;
}

/** What a change to a run the server sends asks of it; null when it asks nothing. */
export function changeOf(current: Run, next: Run): RunChange | null {
  const change: RunChange = {
    ...(next.name !== current.name ? { name: next.name } : {}),
    ...(next.baseline !== current.baseline ? { baseline: next.baseline } : {}),
    ...(next.pause === null && current.pause !== null ? { pause: null } : {}),
    ...(next.pause?.reason === "user" && current.pause === null ? { pause: "user" } : {}),
    ...(next.cells.some((cell, i) => cell.cancelled && !current.cells[i]?.cancelled) ? { cancelRemaining: true } : {}),
  } as RunChange;
  return Object.keys(change).length ? change : null;
}

export const changeRun = async (id: string, change: RunChange): Promise<Run> => (await ask(id, "PATCH", change))!;

export const removeRun = async (id: string): Promise<void> => void (await ask(id, "DELETE"));
