import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { taskPath } from "../../src/contract/server-paths.ts";
import type { Sandbox } from "../sandbox/handler.ts";
import { failed, outcomeOf, type CheckTask } from "./task-check.ts";
import { wasDropped } from "./sandbox-sender.ts";

/**
 * The host the server's own checks reach the sandbox by. The sandbox names its result files on
 * the host it was reached by (its files' origin is that host on another port), so a record kept
 * in the workspace names this one, and each page is given the host it came by (`localizeFiles`).
 */
export const KEPT_HOST = "taskdeck-sandbox.invalid";

/**
 * The server's check of a sandbox task, in this process: a GET as a page's comes (its token,
 * its faults, its log). A fault that drops the connection is a check with no answer.
 */
export function sandboxCheck(sandbox: Sandbox, limitMs: number): CheckTask {
  return async (requestId) => {
    const path = taskPath(requestId);
    const headers = { host: KEPT_HOST, authorization: `Bearer ${sandbox.state.token}` };
    const socket = { destroy() {}, remoteAddress: "127.0.0.1" };
    const incoming = Object.assign(new EventEmitter(), { method: "GET", url: path, headers, socket });
    const outgoing = Object.assign(new EventEmitter(), { statusCode: 0 });
    const env = { incoming: incoming as unknown as IncomingMessage, outgoing: outgoing as unknown as ServerResponse };
    let timer: NodeJS.Timeout | undefined;
    try {
      const asked = sandbox.app.fetch(new Request(`http://${KEPT_HOST}${path}`, { headers }), env);
      const limit = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), limitMs)));
      const answer = await Promise.race([asked, limit]);
      if (!answer) return failed({ code: "timeout" });
      outgoing.statusCode = answer.status;
      outgoing.emit("finish");
      if (wasDropped(answer)) return failed({ code: "network" });
      return outcomeOf(answer.status, await answer.text());
    } catch {
      return failed({ code: "network" });
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A kept record's text as a page that reached this server by `host` reads it: its result files on that host. */
export function localizeFiles(text: string, host: string): string {
  const name = host.replace(/:\d+$/, "");
  // On the files' own port, or (a sandbox with no files host) on the page's origin itself.
  return text.replace(KEPT_ORIGIN, (_, port: string | undefined) => `//${port ? name + port : host}`);
}

const KEPT_ORIGIN = new RegExp(`//${KEPT_HOST.replaceAll(".", "\\.")}(:\\d+)?(?=/)`, "g");
