import { expect, type APIRequestContext } from "@playwright/test";
import { historyDocument, type ExportedTask } from "../../src/contract/history-document.ts";
import { RUN_FORMAT, RUN_VERSION } from "../../src/contract/run-file.ts";
import { cellKey, type Run } from "../../src/contract/run.ts";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { VIDEO_MODEL } from "./deck.ts";
import { SANDBOX_AUTH } from "./sandbox.ts";

// A 2 × 2 run (two prompts × two moves) whose four tasks the sandbox runs, as the file another
// browser's Export run writes: the run view's journeys import it.

export const MOVES = ["[Pan left]", "[Zoom in]"];

/** Sends the run's four cells to the sandbox (as the queue does) and writes the file Export run would. */
export async function runFile(
  request: APIRequestContext,
  marker: string,
  prompts = [`A lighthouse at dusk ${marker}`, `A harbour at dawn ${marker}`],
) {
  const run: Run = {
    id: `run-${marker}`,
    name: `Harbour check ${marker}`,
    plan: {
      family: "video",
      base: { model: VIDEO_MODEL, prompt: "" },
      axes: [
        { kind: "prompt", values: prompts },
        { kind: "moves", values: MOVES },
      ],
      repeats: 1,
    },
    presetId: null,
    cells: [],
    createdAt: Date.now(),
    pause: null,
    baseline: false,
  };
  const tasks: ExportedTask[] = [];
  for (const [row, prompt] of prompts.entries())
    for (const [column, move] of MOVES.entries()) {
      const body = { model: VIDEO_MODEL, prompt: `${prompt} ${move}` };
      const response = await request.post(SUBMIT_PATH, { data: body, headers: SANDBOX_AUTH });
      expect(response.ok(), await response.text()).toBe(true);
      const requestId = ((await response.json()) as { data: { request_id: string } }).data.request_id;
      const id = `${marker}-${row}-${column}`;
      const key = cellKey([row, column], 0);
      run.cells.push({ key, coords: [row, column], repeat: 0, body, entryId: id, cancelled: false });
      tasks.push({
        ...{ id, mode: "video", baseUrl: "", body, submittedAt: Date.now(), state: "accepted", requestId },
        ...{ error: null, gone: false, updatedAt: null, record: null },
      });
    }
  const document = { format: RUN_FORMAT, version: RUN_VERSION, run, cells: [], history: historyDocument(tasks) };
  return {
    prompts,
    file: { name: "run.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(document)) },
  };
}
