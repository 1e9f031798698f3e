import type { ExportedTask } from "../../src/contract/history-document.ts";
import type { TaskRecordWire } from "../../src/contract/record.ts";
import { taskPath } from "../../src/contract/server-paths.ts";
import { finishedTask } from "../fixtures/history.ts";
import { AUTH_HEADERS, submitVideo, videoBody } from "./sandbox-api.ts";

// Tasks whose results are real videos: made by the sandbox, their files on its file host (another
// origin, no CORS, byte ranges), as a creator's history holds them. The bench's other histories
// have no results or 2 × 2 PNGs, and a history of videos cost ten times their frames (issue 26).

/** At once: the sandbox reads a few submissions in parallel, as a busy page would send them. */
const AT_ONCE = 16;

/** Runs `work` on every item, AT_ONCE at a time, keeping their order. */
async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const done: R[] = [];
  for (let i = 0; i < items.length; i += AT_ONCE)
    done.push(...(await Promise.all(items.slice(i, i + AT_ONCE).map(work))));
  return done;
}

/** The record the sandbox answers for `requestId`, once it has finished; throws on any other answer. */
async function finishedRecord(origin: string, requestId: string): Promise<TaskRecordWire> {
  for (;;) {
    const response = await fetch(`${origin}${taskPath(requestId)}`, { headers: AUTH_HEADERS });
    if (!response.ok) throw new Error(`a task's query answered HTTP ${response.status}: ${await response.text()}`);
    const record = ((await response.json()) as { data: TaskRecordWire }).data;
    if (record.status === "COMPLETED") return record;
    if (record.status === "FAILED") throw new Error(`a bench task failed: ${record.fail_reason}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * `count` finished video tasks in the app's export format, a minute apart, every fourth one
 * failed (as the bench's other histories); each completed one made by the sandbox at `origin`
 * (its tasks finishing in seconds), with the result its query answered.
 */
export async function videoTasks(origin: string, count: number): Promise<ExportedTask[]> {
  const indices = Array.from({ length: count }, (_, i) => i);
  const prompt = (i: number) => `Bench clip number ${i}: [Pan left] a harbour at dawn`;
  const completed = indices.filter((i) => i % 4 !== 1);
  const submitted = await inBatches(completed, (i) => submitVideo(origin, prompt(i)));
  const records = await inBatches(submitted, (record) => finishedRecord(origin, record.request_id));
  const byIndex = new Map(completed.map((i, at) => [i, records[at]!]));
  return indices.map((i) => {
    const record = byIndex.get(i);
    const requestId = record?.request_id ?? `bench-videos-failed-${String(i).padStart(6, "0")}`;
    return finishedTask(i, {
      id: requestId,
      requestId,
      mode: "video",
      body: videoBody(prompt(i)),
      status: record ? "COMPLETED" : "FAILED",
      data: record?.data ?? {},
    });
  });
}
