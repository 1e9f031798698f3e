import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Sandbox } from "../sandbox/handler.ts";
import { startFollower } from "../workspace/follower.ts";
import type { TaskBook } from "../workspace/tasks.ts";
import type { ServerConfig } from "./config.ts";
import { DEFAULT_TOTAL_SECONDS } from "./env-schema.ts";
import { sandboxCheck } from "./sandbox-check.ts";
import { serviceCheck } from "./task-check.ts";
import { upstreamClient } from "./upstream.ts";

/** The longest a sandbox check may take: the proxy's default whole limit. */
const SANDBOX_CHECK_MS = DEFAULT_TOTAL_SECONDS * 1000;

/**
 * With following on (config.ts: by default wherever it can), the workspace's unfinished tasks
 * are checked by this server: the sandbox's in this process, the service's with the token held here.
 */
export function startFollowing(config: ServerConfig, tasks: TaskBook, sandbox: Sandbox | null) {
  const upstream = config.upstream;
  if (!config.follow) return null;
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  if (sandbox)
    return startFollower(tasks, sandboxCheck(sandbox, SANDBOX_CHECK_MS), { owner, leaseMs: SANDBOX_CHECK_MS + 5_000 });
  if (!upstream?.token) return null;
  const check = serviceCheck({ ...upstreamClient(upstream), token: upstream.token });
  // A claim outlasts the longest check (the proxy's whole limit) by a margin.
  return startFollower(tasks, check, { owner, leaseMs: upstream.totalMs + 5_000 });
}
