import { FaultBox } from "./faults.ts";
import { RequestLog } from "./request-log.ts";
import type { SandboxTask } from "./tasks.ts";

export type SandboxOptions = {
  token: string;
  /** Time from submission to completion. */
  taskSeconds: number;
  /** The clock, in milliseconds; tests pass their own to step through a task's life. */
  now?: () => number;
};

export type SandboxState = {
  token: string;
  taskMs: number;
  now: () => number;
  tasks: Map<string, SandboxTask>;
  faults: FaultBox;
  log: RequestLog;
};

export function createState(options: SandboxOptions): SandboxState {
  return {
    token: options.token,
    taskMs: options.taskSeconds * 1000,
    now: options.now ?? Date.now,
    tasks: new Map(),
    faults: new FaultBox(),
    log: new RequestLog(),
  };
}

export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions & { port: number } {
  const seconds = Number(env.SANDBOX_TASK_SECONDS ?? 20);
  const port = Number(env.SANDBOX_PORT ?? 8787);
  return {
    token: env.SANDBOX_TOKEN || "sandbox-token",
    taskSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 20,
    port: Number.isInteger(port) && port >= 0 ? port : 8787,
  };
}
