// Test data: a task as the workspace shares it with its pages (not used by the app).
import type { SharedTask } from "../contract/shared-task.ts";

export const SHARED_BODY = { model: "minimax/t2v-01-director", prompt: "A fox" };

/** An answered, queued task another page sent; `fields` change any of it. */
export function makeSharedTask(fields: Partial<SharedTask> = {}): SharedTask {
  return {
    key: "key-0001",
    change: 7,
    submittedAt: 1_000,
    body: SHARED_BODY,
    state: "answered",
    status: 200,
    requestId: "req-1",
    record: { request_id: "req-1", status: "QUEUED" },
    recordAt: 1_100,
    followed: false,
    gone: false,
    failedChecks: 0,
    problem: null,
    verdict: null,
    ...fields,
  };
}
