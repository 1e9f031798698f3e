import type { TaskRecordWire } from "../../src/contract/record.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";

// What the bench sends to the sandbox (see docs/sandbox.md and src/contract/request.ts).
export const VIDEO_MODEL = "minimax/t2v-01-director";
export const AUTH_HEADERS = { Authorization: `Bearer ${SANDBOX_TOKEN}`, "Content-Type": "application/json" };

export const videoBody = (prompt: string) => ({ model: VIDEO_MODEL, prompt });

/** One real submission; throws unless the sandbox created the task. */
export async function submitVideo(origin: string, prompt: string): Promise<TaskRecordWire> {
  const response = await fetch(`${origin}${SUBMIT_PATH}`, {
    method: "POST",
    headers: AUTH_HEADERS,
    body: JSON.stringify(videoBody(prompt)),
  });
  if (!response.ok) throw new Error(`a submission answered HTTP ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: TaskRecordWire }).data;
}
