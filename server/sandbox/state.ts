import { CallbackSender } from "./callbacks.ts";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { RESULT_RETENTION_HOURS } from "../../src/contract/status.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import {
  DEFAULT_THREE_D_DELIVERY,
  THREE_D_DELIVERIES,
  type ThreeDDelivery,
} from "../../src/contract/three-d-delivery.ts";
import { BodyBudget } from "../http/read-body.ts";
import { AttachmentBox } from "./attachments.ts";
import { FaultBox } from "./faults.ts";
import { RequestLog } from "./request-log.ts";
import { TaskStore } from "./task-store.ts";

export type SandboxOptions = {
  token: string;
  /** Time from submission to completion. */
  taskSeconds: number;
  /** How long a task is kept; a query after that answers 404, as the service's does after about a day. */
  taskTtlSeconds?: number;
  /** The clock, in milliseconds; tests pass their own to step through a task's life. */
  now?: () => number;
  /** The port of the file host a server starts beside the sandbox (files-origin.ts); 0: any free one. */
  filesPort?: number;
  /** 3D results as the vendor's .zip (the default) or the bare model file (results/delivery.ts). */
  delivery?: ThreeDDelivery;
  /** The control plane (where it is served) answers peers on other machines too, not only loopback. */
  controlRemote?: boolean;
  /** Call back any http(s) URL, not only this machine's (callbacks.ts). */
  callbacksAnywhere?: boolean;
};

export type SandboxState = {
  token: string;
  taskMs: number;
  delivery: ThreeDDelivery;
  now: () => number;
  tasks: TaskStore;
  faults: FaultBox;
  attachments: AttachmentBox;
  log: RequestLog;
  /** Submission bodies being read and checked at once (up to MAX_SUBMIT_BODY_BYTES each) share this. */
  bodies: BodyBudget;
  /**
   * The port of the sandbox's file host (files-origin.ts), once it listens: result URLs point
   * there, another origin with no CORS headers, as the service's file host is. Null: on the
   * origin the API was reached at.
   */
  filesPort: number | null;
  /** Tasks submitted with a callback_url, told of each change. */
  callbacks: CallbackSender;
};

/** A sandbox task is kept as long as the service keeps one. */
const DAY_SECONDS = RESULT_RETENTION_HOURS * 60 * 60;
/** Four maximal bodies at once; a fifth waits for none and is told the sandbox is busy. */
const BODY_BUDGET_BYTES = 4 * MAX_SUBMIT_BODY_BYTES;

export function createState(options: SandboxOptions): SandboxState {
  const now = options.now ?? Date.now;
  const tasks = new TaskStore((options.taskTtlSeconds ?? DAY_SECONDS) * 1000, now);
  const faults = new FaultBox();
  const taskMs = options.taskSeconds * 1000;
  return {
    token: options.token,
    taskMs,
    delivery: options.delivery ?? DEFAULT_THREE_D_DELIVERY,
    now,
    tasks,
    faults,
    attachments: new AttachmentBox(),
    log: new RequestLog(),
    bodies: new BodyBudget(BODY_BUDGET_BYTES),
    filesPort: null,
    callbacks: new CallbackSender(tasks, faults, now, taskMs, options.callbacksAnywhere ?? false),
  };
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value ?? fallback);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

const portOr = (value: string | undefined, fallback: number) => {
  const n = Number(value || fallback);
  return Number.isInteger(n) && n >= 0 && n <= 65535 ? n : fallback;
};

function flagOf(name: string, value: string | undefined): boolean {
  if (value === "1") return true;
  if (!value || value === "0") return false;
  throw new Error(`${name} must be 0 or 1.`);
}

function deliveryOf(value: string | undefined): ThreeDDelivery {
  if (!value) return DEFAULT_THREE_D_DELIVERY;
  const delivery = THREE_D_DELIVERIES.find((known) => known === value);
  if (!delivery) throw new Error(`SANDBOX_3D_DELIVERY must be ${THREE_D_DELIVERIES.join(" or ")}.`);
  return delivery;
}

/** SANDBOX_FILES_PORT 0 (the default) takes any free port, so several checkouts never collide. */
export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Required<Omit<SandboxOptions, "now">> & {
  port: number;
} {
  return {
    token: env.SANDBOX_TOKEN || SANDBOX_TOKEN,
    taskSeconds: positive(env.SANDBOX_TASK_SECONDS, 20),
    taskTtlSeconds: positive(env.SANDBOX_TASK_TTL_SECONDS, DAY_SECONDS),
    port: portOr(env.SANDBOX_PORT, 8787),
    filesPort: portOr(env.SANDBOX_FILES_PORT, 0),
    delivery: deliveryOf(env.SANDBOX_3D_DELIVERY),
    controlRemote: flagOf("SANDBOX_CONTROL_REMOTE", env.SANDBOX_CONTROL_REMOTE),
    callbacksAnywhere: flagOf("SANDBOX_CALLBACKS_ANYWHERE", env.SANDBOX_CALLBACKS_ANYWHERE),
  };
}
