import { ACCESS_API, ROLES, type Role } from "../../src/contract/access.ts";
import { WORKSPACE_CHANGES_PATH } from "../../src/contract/change-events.ts";
import { WORKSPACE_MOVE_IN_PATH } from "../../src/contract/moved-task.ts";
import {
  CALLBACK_PATH,
  CLIENT_CONFIG_PATH,
  FILE_PROXY_PATH,
  SANDBOX_ATTACHMENTS_PATH,
  SANDBOX_EXPIRE_PATH,
  SANDBOX_FAULTS_PATH,
  SANDBOX_REQUESTS_PATH,
  SANDBOX_RESET_PATH,
} from "../../src/contract/server-paths.ts";
import { WORKSPACE_ITEMS_PATH } from "../../src/contract/shared-item.ts";
import { QUEUES_API } from "../../src/contract/queue-paths.ts";
import { SHARES_API } from "../../src/contract/shares.ts";
import { WORKSPACE_RUNS_PATH } from "../../src/contract/shared-run.ts";
import { WORKSPACE_EVENTS_PATH, WORKSPACE_TASKS_PATH } from "../../src/contract/shared-task.ts";
import { WORKSPACE_VERDICTS_PATH } from "../../src/contract/verdict-schema.ts";
import { ARCHIVE_PATH, ARCHIVE_USAGE_PATH } from "../../src/contract/archive.ts";

// Who may call each route, in one table: the gate (gate.ts) holds every request to it, and a
// test walks every route of the app against it (a route missing here fails that test). Under
// the API's prefixes a path with no rule is the owners' alone: a route added without a rule is
// closed, not open.

/** "anyone": no sign-in (the route checks what it needs itself: a signed callback, a password). */
export type Need = "anyone" | Role;
export type RouteRule = { method: string; path: string; need: Need };

const rule = (method: string, path: string, need: Need): RouteRule => ({ method, path, need });

export const ROUTE_RULES: readonly RouteRule[] = [
  rule("GET", CLIENT_CONFIG_PATH, "anyone"),
  rule("GET", ACCESS_API.me, "anyone"),
  rule("POST", ACCESS_API.signIn, "anyone"),
  rule("POST", ACCESS_API.signOut, "anyone"),
  rule("POST", ACCESS_API.setup, "anyone"),
  rule("POST", ACCESS_API.join, "anyone"),
  rule("POST", ACCESS_API.password, "viewer"),
  rule("POST", ACCESS_API.invites, "owner"),
  rule("GET", ACCESS_API.people, "owner"),
  rule("PATCH", `${ACCESS_API.people}/:id`, "owner"),
  rule("DELETE", `${ACCESS_API.people}/:id`, "owner"),
  rule("GET", ACCESS_API.audit, "owner"),
  rule("GET", ACCESS_API.serviceToken, "owner"),
  rule("PUT", ACCESS_API.serviceToken, "owner"),
  rule("DELETE", ACCESS_API.serviceToken, "owner"),
  // The service calls back with a per-task secret (task-callbacks.ts checks it).
  rule("POST", `${CALLBACK_PATH}:key`, "anyone"),
  // The task API: reading is seeing, a submission spends the workspace's money.
  rule("GET", "/api/v1/tasks/*", "viewer"),
  rule("ALL", "/api/v1/tasks/*", "reviewer"),
  rule("GET", FILE_PROXY_PATH, "viewer"),
  // The sandbox's result files stand in for the service's: links anyone holding them can open.
  rule("GET", "/__sandbox/files/:requestId/:name", "anyone"),
  ...[
    SANDBOX_FAULTS_PATH,
    SANDBOX_ATTACHMENTS_PATH,
    SANDBOX_REQUESTS_PATH,
    SANDBOX_RESET_PATH,
    SANDBOX_EXPIRE_PATH,
  ].map((path) => rule("ALL", path, "owner")),
  rule("GET", WORKSPACE_TASKS_PATH, "viewer"),
  rule("GET", WORKSPACE_CHANGES_PATH, "viewer"),
  rule("GET", WORKSPACE_EVENTS_PATH, "viewer"),
  rule("GET", `${WORKSPACE_ITEMS_PATH}:kind`, "viewer"),
  rule("PUT", `${WORKSPACE_ITEMS_PATH}:kind/:id`, "reviewer"),
  rule("PUT", `${WORKSPACE_VERDICTS_PATH}:key`, "reviewer"),
  rule("PUT", `${WORKSPACE_RUNS_PATH}:id`, "reviewer"),
  rule("PATCH", `${WORKSPACE_RUNS_PATH}:id`, "reviewer"),
  rule("DELETE", `${WORKSPACE_RUNS_PATH}:id`, "reviewer"),
  rule("POST", WORKSPACE_MOVE_IN_PATH, "reviewer"),
  // The archive (issue 29): whoever sees the tasks plays and saves their archived files.
  rule("GET", `${ARCHIVE_PATH}:key`, "viewer"),
  rule("GET", `${ARCHIVE_PATH}:key/:n`, "viewer"),
  // The file by its own name, or a file a model names beside it (a path that may hold "/").
  rule("GET", `${ARCHIVE_PATH}:key/:n/*`, "viewer"),
  rule("GET", ARCHIVE_USAGE_PATH, "viewer"),
  // Keeping a finished task's files on demand spends the workspace's storage.
  rule("POST", `${ARCHIVE_PATH}:key`, "reviewer"),
  // Deleting a task: a reviewer deletes the tasks they sent, an owner any (the route checks).
  rule("DELETE", `${WORKSPACE_TASKS_PATH}/:key`, "reviewer"),
  // Share links: made, listed and revoked by reviewers (a reviewer revokes only their own: the
  // route checks), opened by anyone holding one (the route checks its signature and expiry).
  rule("GET", SHARES_API.list, "reviewer"),
  rule("POST", SHARES_API.list, "reviewer"),
  rule("DELETE", SHARES_API.one, "reviewer"),
  rule("GET", `${SHARES_API.open}:token`, "anyone"),
  rule("GET", `${SHARES_API.open}:token/file`, "anyone"),
  // Review queues: made and listed by reviewers; a reviewer removes only their own, and Next is
  // for the queue's assignees alone (the routes check).
  rule("GET", QUEUES_API.list, "reviewer"),
  rule("POST", QUEUES_API.list, "reviewer"),
  rule("GET", QUEUES_API.people, "reviewer"),
  rule("DELETE", QUEUES_API.one, "reviewer"),
  rule("POST", QUEUES_API.next, "reviewer"),
];

/** The prefixes of what the server answers itself; anything else is the built app's files. */
export const API_PREFIXES = ["/api/", "/__taskdeck/", "/__sandbox/"];

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
const compiled = ROUTE_RULES.map((entry) => ({
  ...entry,
  pattern: new RegExp(
    `^${escape(entry.path)
      .replace(/:[^/]+/g, "[^/]+")
      .replace(/\*/g, ".*")}$`,
  ),
}));

/** The rule a request falls under: the first whose method and path match (HEAD is GET's). */
export function ruleFor(method: string, path: string): RouteRule | null {
  const asked = method === "HEAD" ? "GET" : method;
  return (
    compiled.find((entry) => (entry.method === "ALL" || entry.method === asked) && entry.pattern.test(path)) ?? null
  );
}

const RANK: readonly Need[] = ["anyone", ...ROLES];
/** The more demanding of two needs. */
export const stricter = (a: Need, b: Need): Need => (RANK.indexOf(a) >= RANK.indexOf(b) ? a : b);

/** What a request needs: its rule's, "anyone" for the app's files, the owners' for an API path with no rule. */
export function needOf(method: string, path: string): Need {
  if (!API_PREFIXES.some((prefix) => path.startsWith(prefix))) return "anyone";
  return ruleFor(method, path)?.need ?? "owner";
}
