import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Sandbox } from "../sandbox/handler.ts";
import { startFollower } from "../workspace/follower.ts";
import type { OpenedWorkspace } from "../workspace/open-workspace.ts";
import { startRunSender } from "../workspace/run-sender.ts";
import type { ServerConfig } from "./config.ts";
import { DEFAULT_TOTAL_SECONDS } from "./env-schema.ts";
import { sandboxCheck } from "./sandbox-check.ts";
import { serverSend } from "./server-send.ts";
import { serviceCheck } from "./task-check.ts";
import { upstreamClient } from "./upstream.ts";
import type { ServiceToken } from "./service-token.ts";
import { startArchiving } from "../archive/start-archive.ts";

/** The longest a sandbox check may take: the proxy's default whole limit. */
const SANDBOX_CHECK_MS = DEFAULT_TOTAL_SECONDS * 1000;

/**
 * The work this server does with no page open, wherever it can reach the service itself (the
 * embedded sandbox, or the service with the token held here): following the workspace's
 * unfinished tasks (unless FOLLOW_TASKS=0), archiving the completed ones' result files (unless
 * ARCHIVE_RESULTS=0), and sending its runs' cells.
 */
export function startServerWork(
  config: ServerConfig,
  workspace: OpenedWorkspace,
  sandbox: Sandbox | null,
  token: ServiceToken,
) {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const send = serverSend(config, sandbox, token);
  const runs = send ? startRunSender(workspace, send, { owner }) : null;
  const follower = startFollowing(config, workspace, sandbox, owner, token);
  // Only beside following: what it archives is what the follower saw completed.
  const archiver = follower
    ? startArchiving(config, workspace.database, sandbox, owner, workspace.changes.stamp)
    : null;
  return {
    async stop() {
      await Promise.all([runs?.stop(), follower?.stop(), archiver?.stop()]);
    },
  };
}

function startFollowing(
  config: ServerConfig,
  { tasks }: OpenedWorkspace,
  sandbox: Sandbox | null,
  owner: string,
  token: ServiceToken,
) {
  const upstream = config.upstream;
  if (!config.follow) return null;
  // The claims are short and renewed while a check runs (follower.ts), however long it may take.
  if (sandbox) return startFollower(tasks, sandboxCheck(sandbox, SANDBOX_CHECK_MS), { owner });
  if (!upstream?.held) return null;
  return startFollower(tasks, serviceCheck(upstreamClient(upstream, token)), { owner });
}
