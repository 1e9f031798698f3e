import type { Role } from "../../src/contract/access.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import type { TestApp } from "./app-server.ts";
import { call } from "./people.ts";

// The tests' own table of who may call each route (issue 28), written out here rather than read
// from server/access/route-roles.ts, so that a change there shows as a difference here. Keyed
// as `inspectRoutes` (hono/dev) lists a route; each route has the calls that try it: a concrete
// path and a minimal body, and the least role that may make that call.

export type Need = "anyone" | Role;
export type Caller = "anonymous" | Role;
export const CALLERS: readonly Caller[] = ["anonymous", "viewer", "reviewer", "owner"];

export type Probe = {
  method: string;
  path: string;
  need: Need;
  body?: unknown;
  headers?: Record<string, string>;
  /** The route's own refusal (not the gate's: a different code, or said of who is asking): allowed through. */
  own?: { status: number; code: string; callers?: readonly Caller[] };
};

const probe = (method: string, path: string, need: Need, more: Partial<Probe> = {}): Probe => ({
  method,
  path,
  need,
  ...more,
});
const empty = { body: {} };

/** The sandbox's control plane: each path's methods, and any other answered 405 (its `ALL` route). */
const control = (path: string, methods: string[], other: string): Record<string, Probe[]> => ({
  ...Object.fromEntries(
    methods.map((method) => [`${method} ${path}`, [probe(method, path, "owner", method === "POST" ? empty : {})]]),
  ),
  [`ALL ${path}`]: [probe(other, path, "owner")],
});

export const ROUTE_TABLE: Record<string, Probe[]> = {
  "GET /__taskdeck/config": [probe("GET", "/__taskdeck/config", "anyone")],
  // Nobody signed in is told so by the route itself, with the gate's code: the signed-in get who they are.
  "GET /__taskdeck/access/me": [
    probe("GET", "/__taskdeck/access/me", "anyone", {
      own: { status: 401, code: "sign_in_required", callers: ["anonymous"] },
    }),
  ],
  "POST /__taskdeck/access/sign-in": [probe("POST", "/__taskdeck/access/sign-in", "anyone", empty)],
  "POST /__taskdeck/access/setup": [probe("POST", "/__taskdeck/access/setup", "anyone", empty)],
  "POST /__taskdeck/access/join": [probe("POST", "/__taskdeck/access/join", "anyone", empty)],
  "POST /__taskdeck/access/password": [probe("POST", "/__taskdeck/access/password", "viewer", empty)],
  "POST /__taskdeck/access/invites": [
    probe("POST", "/__taskdeck/access/invites", "owner", { body: { role: "viewer" } }),
  ],
  "GET /__taskdeck/access/people": [probe("GET", "/__taskdeck/access/people", "owner")],
  "PATCH /__taskdeck/access/people/:id": [
    probe("PATCH", "/__taskdeck/access/people/nobody", "owner", { body: { role: "owner" } }),
  ],
  "DELETE /__taskdeck/access/people/:id": [probe("DELETE", "/__taskdeck/access/people/nobody", "owner")],
  "GET /__taskdeck/access/audit": [probe("GET", "/__taskdeck/access/audit?format=csv", "owner")],
  "GET /__taskdeck/access/service-token": [probe("GET", "/__taskdeck/access/service-token", "owner")],
  // A body that is no token: the owner's call is the route's own refusal (400), never a token changed.
  "PUT /__taskdeck/access/service-token": [probe("PUT", "/__taskdeck/access/service-token", "owner", empty)],
  "DELETE /__taskdeck/access/service-token": [probe("DELETE", "/__taskdeck/access/service-token", "owner")],
  // The service calls back with a secret of the task's own, not a session: a wrong one is the route's refusal.
  "POST /__taskdeck/callbacks/:key": [
    probe("POST", "/__taskdeck/callbacks/key-00000001?secret=wrong", "anyone", {
      ...empty,
      own: { status: 401, code: "bad_callback" },
    }),
  ],
  "GET /__taskdeck/file": [probe("GET", "/__taskdeck/file?request_id=req-1&url=not-a-url", "viewer")],
  // A submission with the page's key goes through the journal, without one straight to the proxy.
  "POST /api/v1/tasks/generations": [
    probe("POST", "/api/v1/tasks/generations", "reviewer", {
      ...empty,
      headers: { "Idempotency-Key": "key-00000002" },
    }),
  ],
  "ALL /api/v1/tasks/*": [
    probe("GET", "/api/v1/tasks/generations/req-1", "viewer"),
    probe("POST", "/api/v1/tasks/generations", "reviewer", empty),
    probe("DELETE", "/api/v1/tasks/generations/req-1", "reviewer"),
  ],
  "GET /__sandbox/files/:requestId/:name": [probe("GET", "/__sandbox/files/req-1/a.png", "anyone")],
  ...control("/__sandbox/faults", ["GET", "POST"], "PUT"),
  ...control("/__sandbox/attachments", ["GET", "POST"], "DELETE"),
  ...control("/__sandbox/requests", ["GET"], "POST"),
  ...control("/__sandbox/reset", ["POST"], "GET"),
  ...control("/__sandbox/expire", ["POST"], "GET"),
  "GET /__taskdeck/workspace/tasks": [probe("GET", "/__taskdeck/workspace/tasks?since=0", "viewer")],
  "GET /__taskdeck/workspace/changes": [probe("GET", "/__taskdeck/workspace/changes?since=0", "viewer")],
  "GET /__taskdeck/workspace/events": [probe("GET", "/__taskdeck/workspace/events?since=0", "viewer")],
  "PUT /__taskdeck/workspace/verdicts/:key": [
    probe("PUT", "/__taskdeck/workspace/verdicts/key-00000003", "reviewer", empty),
  ],
  "PUT /__taskdeck/workspace/runs/:id": [probe("PUT", "/__taskdeck/workspace/runs/run-1", "reviewer", empty)],
  "PATCH /__taskdeck/workspace/runs/:id": [probe("PATCH", "/__taskdeck/workspace/runs/run-1", "reviewer", empty)],
  "DELETE /__taskdeck/workspace/runs/:id": [probe("DELETE", "/__taskdeck/workspace/runs/run-1", "reviewer")],
  // The archive (issue 29): a task the workspace lacks, a file not archived: the routes' own 404s.
  "GET /__taskdeck/archive/:key": [probe("GET", "/__taskdeck/archive/key-00000004", "viewer")],
  "GET /__taskdeck/archive/:key/:n": [probe("GET", "/__taskdeck/archive/key-00000004/0", "viewer")],
  "GET /__taskdeck/archive/:key/:n/*": [
    probe("GET", "/__taskdeck/archive/key-00000004/0/video.mp4", "viewer"),
    probe("GET", "/__taskdeck/archive/key-00000004/0/textures/red.png", "viewer"),
  ],
  "GET /__taskdeck/archive-usage": [probe("GET", "/__taskdeck/archive-usage", "viewer")],
  // A task never made: the route's own 404 (or its 409 where the server does not archive).
  "POST /__taskdeck/archive/:key": [probe("POST", "/__taskdeck/archive/key-00000004", "reviewer")],
  // A task never made: the route's own 404 (whose task it is is asked of a task it holds).
  "DELETE /__taskdeck/workspace/tasks/:key": [probe("DELETE", "/__taskdeck/workspace/tasks/key-00000005", "reviewer")],
  "POST /__taskdeck/workspace/move-in": [probe("POST", "/__taskdeck/workspace/move-in", "reviewer", empty)],
  "GET /__taskdeck/workspace/items/:kind": [probe("GET", "/__taskdeck/workspace/items/presets", "viewer")],
  "PUT /__taskdeck/workspace/items/:kind/:id": [
    probe("PUT", "/__taskdeck/workspace/items/presets/p-1", "reviewer", empty),
  ],
  // A body that is no share: the route's own refusal (400); an unknown id (404); a link never made (404).
  "POST /__taskdeck/shares": [probe("POST", "/__taskdeck/shares", "reviewer", empty)],
  "GET /__taskdeck/shares": [probe("GET", "/__taskdeck/shares", "reviewer")],
  "DELETE /__taskdeck/shares/:id": [probe("DELETE", "/__taskdeck/shares/nobody", "reviewer")],
  "GET /__taskdeck/shared/:token": [probe("GET", "/__taskdeck/shared/not-a-link.nothing", "anyone")],
  "GET /__taskdeck/shared/:token/file": [
    probe("GET", "/__taskdeck/shared/not-a-link.nothing/file?key=key-00000001&n=0", "anyone"),
  ],
  // A body that is no queue (400); a queue never made (404): the routes' own answers, past the gate.
  "POST /__taskdeck/queues": [probe("POST", "/__taskdeck/queues", "reviewer", empty)],
  "GET /__taskdeck/queues": [probe("GET", "/__taskdeck/queues", "reviewer")],
  "GET /__taskdeck/queues/people": [probe("GET", "/__taskdeck/queues/people", "reviewer")],
  "DELETE /__taskdeck/queues/:id": [probe("DELETE", "/__taskdeck/queues/nobody", "reviewer")],
  "POST /__taskdeck/queues/:id/next": [probe("POST", "/__taskdeck/queues/nobody/next", "reviewer")],
  // Last: it ends the session of whoever calls it.
  "POST /__taskdeck/access/sign-out": [probe("POST", "/__taskdeck/access/sign-out", "anyone", empty)],
};

/**
 * One call of `probe` as the holder of `session`: its status, and its problem's code when refused.
 * The sandbox's token goes with each (the proxy without a token of its own asks the page's).
 */
export async function callProbe(
  app: Pick<TestApp, "url">,
  { method, path, body, headers }: Probe,
  session: string | null,
) {
  const answer = await call(app, method, path, {
    body,
    session,
    headers: { Authorization: `Bearer ${SANDBOX_TOKEN}`, ...headers },
  });
  if (answer.status !== 401 && answer.status !== 403) {
    // An event stream does not end: only its status is wanted.
    await answer.body?.cancel();
    return { status: answer.status, code: undefined };
  }
  const text = await answer.text();
  const code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  return { status: answer.status, code };
}
