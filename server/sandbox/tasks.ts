import type { Family } from "../../src/contract/families.ts";
import type { GenerationBody } from "../../src/contract/request.ts";
import type { TaskRecordWire } from "../../src/contract/record.ts";
import { FAMILY_RULES } from "../../src/contract/families.ts";
import { sandboxFilePath } from "../../src/contract/server-paths.ts";
import type { ThreeDDelivery } from "../../src/contract/three-d-delivery.ts";
import type { ThreeDFlags } from "../../src/contract/three-d-flags.ts";
import { effectiveThreeDFlags } from "../../src/contract/three-d-flag-reader.ts";
import { new3dTaskId, newRequestId, newVideoTaskId } from "./ids.ts";
import { deliveredNames } from "./results/delivery.ts";
import { clipShapeFor, type ClipShape } from "./results/videos.ts";

export type SandboxTask = {
  requestId: string;
  family: Family;
  submitMs: number;
  /** Video tasks get theirs at once; 3D tasks when they start, as the seed's empty `task_id` shows. */
  taskId: string;
  fails: boolean;
  flags: ThreeDFlags | null;
  /** The shape of a video task's clip, fixed at submission (results/videos.ts); unused for 3D. */
  shape: ClipShape;
  /** How a 3D result is delivered (SANDBOX_3D_DELIVERY when it was submitted); unused for video. */
  delivery: ThreeDDelivery;
  /** Its files answer 404 while the task is still known, as an expired signed URL does (control plane). */
  filesExpired?: boolean;
  /** Files a test attached through the control plane, in place of the generated result (see attachments.ts). */
  attached?: { listed: string[]; all: string[] };
};

// Where in a task's life each status begins, as a fraction of SANDBOX_TASK_SECONDS.
const SUBMITTED_AT = 0.05;
const QUEUED_AT = 0.1;
const STARTED_AT = 0.2;
const FAILS_AT = 0.6;

export const FAIL_MARKER = "#fail";

export function wantsFailure(body: GenerationBody): boolean {
  // 3D prompts hold only flags, so a 3D task is failed through its image URL's fragment instead.
  const texts = [
    body.prompt,
    "image" in body ? body.image : undefined,
    "first_frame_image" in body ? body.first_frame_image : undefined,
  ];
  return texts.some((text) => typeof text === "string" && text.slice(0, 4096).includes(FAIL_MARKER));
}

export function createTask(family: Family, body: GenerationBody, nowMs: number, delivery: ThreeDDelivery): SandboxTask {
  return {
    requestId: newRequestId(nowMs),
    family,
    submitMs: nowMs,
    taskId: family === "video" ? newVideoTaskId() : "",
    fails: wantsFailure(body),
    flags: family === "3d" ? effectiveThreeDFlags(body.prompt) : null,
    shape: family === "video" ? clipShapeFor(body) : "landscape",
    delivery,
  };
}

/**
 * The names a finished task's files go by, the listed ones first: its video; its 3D model as
 * delivered (results/delivery.ts); or the files a test attached to it (listed or beside those).
 */
export function resultFileNames(task: SandboxTask): { listed: string[]; all: string[] } {
  if (task.attached) return task.attached;
  const all = task.flags ? deliveredNames(task.flags.format, task.delivery) : ["video.mp4"];
  return { listed: all.slice(0, 1), all };
}

/** Where a finished task's result files are, on the sandbox reached at `origin`. */
export function resultUrls(task: SandboxTask, origin: string): string[] {
  const names = resultFileNames(task).listed;
  return names.map((name) => `${origin}${sandboxFilePath(task.requestId, name)}`);
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The record a query returns at `nowMs`: the status follows from how long ago the task was submitted. */
export function snapshot(task: SandboxTask, nowMs: number, taskMs: number, urls: string[]): TaskRecordWire {
  const elapsed = (nowMs - task.submitMs) / Math.max(taskMs, 1);
  const base: TaskRecordWire = {
    request_id: task.requestId,
    task_id: task.taskId,
    action: FAMILY_RULES[task.family].action,
    status: "SUBMITTING",
    fail_reason: "",
    submit_time: seconds(task.submitMs),
    start_time: 0,
    finish_time: 0,
    progress: "0%",
    data: {},
  };
  if (elapsed < SUBMITTED_AT) return base;
  if (elapsed < QUEUED_AT) return { ...base, status: "SUBMITTED" };
  if (elapsed < STARTED_AT) return { ...base, status: "QUEUED" };
  if (!task.taskId) task.taskId = new3dTaskId(nowMs);
  const started = { ...base, task_id: task.taskId, start_time: seconds(task.submitMs + STARTED_AT * taskMs) };
  const percent = (at: number) => Math.min(99, Math.floor(((at - STARTED_AT) / (1 - STARTED_AT)) * 100));
  if (task.fails && elapsed >= FAILS_AT) {
    return {
      ...started,
      status: "FAILED",
      fail_reason: `The sandbox failed this task on purpose: its request contains "${FAIL_MARKER}".`,
      finish_time: seconds(task.submitMs + FAILS_AT * taskMs),
      progress: `${percent(FAILS_AT)}%`,
    };
  }
  // The service documents data.progress as a number that may stay 0 while the outer string moves.
  if (elapsed < 1)
    return { ...started, status: "IN_PROGRESS", progress: `${percent(elapsed)}%`, data: { progress: 0 } };
  return {
    ...started,
    status: "COMPLETED",
    finish_time: seconds(task.submitMs + taskMs),
    progress: "100%",
    data: { progress: 100, ...(task.family === "video" ? { video_urls: urls } : { file_urls: urls }) },
  };
}
