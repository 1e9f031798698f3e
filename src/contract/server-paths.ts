// Every path the page, its server, the sandbox, the tests and the bench agree on, written once.
// The workspace's API (issue 27) is written beside its shapes, where only the parts that load
// after the first screen read it: shared-task.ts, verdict-schema.ts, shared-run.ts, moved-task.ts.

/** The service's task API, under a base URL (the page's own origin, or the real service's). */
export const API_PREFIX = "/api/v1/tasks/";
export const SUBMIT_PATH = "/api/v1/tasks/generations";

/**
 * The header a page's submission carries its own id in (an idempotency key): its server sends
 * a key once, and answers it again from its journal (server/workspace/submissions.ts).
 */
export const SUBMISSION_KEY_HEADER = "Idempotency-Key";

/** Where the service calls back (`callback_url`): `<key>?secret=…`, the submission's own secret (server/app/task-callbacks.ts). */
export const CALLBACK_PATH = "/__taskdeck/callbacks/";

/** What the page asks its own server about itself (see client-config.ts). */
export const CLIENT_CONFIG_PATH = "/__taskdeck/config";
/** Result files read through the page's own server: `?request_id=…&url=…[&name=…]`. */
export const FILE_PROXY_PATH = "/__taskdeck/file";
/** The 3D viewer's Basis (KTX2) transcoder worker, built beside the app (scripts/basis-worker.ts). */
export const BASIS_WORKER_PATH = "/basis-worker.js";

/** The sandbox's own routes: result files, and the control plane for tests and QA. */
export const SANDBOX_PREFIX = "/__sandbox/";
export const SANDBOX_FILES_PREFIX = "/__sandbox/files/";
export const SANDBOX_FAULTS_PATH = "/__sandbox/faults";
export const SANDBOX_REQUESTS_PATH = "/__sandbox/requests";
export const SANDBOX_RESET_PATH = "/__sandbox/reset";
/** `POST ?request_id=…`: that task's files answer 404 from now on, as an expired link does. */
export const SANDBOX_EXPIRE_PATH = "/__sandbox/expire";
/** Test-supplied files as the results of the next matching task (server/sandbox/attachments.ts). */
export const SANDBOX_ATTACHMENTS_PATH = "/__sandbox/attachments";

/**
 * The characters a request_id may hold here. The service's look like
 * `20250829155118560120000jnBOAS1q` or `jimeng_2025…`: nothing that could name another path
 * (`/`, `\`, `%`, `..`) or break a header; anything else is refused before it goes anywhere.
 */
const REQUEST_ID = /^[A-Za-z0-9_-][A-Za-z0-9._:-]{0,199}$/;

export function isRequestId(value: string): boolean {
  return REQUEST_ID.test(value) && !value.includes("..");
}

export function taskPath(requestId: string): string {
  return `${SUBMIT_PATH}/${encodeURIComponent(requestId)}`;
}

const withoutTrailingSlash = (baseUrl: string) => baseUrl.replace(/\/+$/, "");

/** Where a generation request is sent, on the service at `baseUrl` (empty: this page's origin). */
export function submitUrl(baseUrl: string): string {
  return `${withoutTrailingSlash(baseUrl)}${SUBMIT_PATH}`;
}

/** Where a task is checked, on the service at `baseUrl`. */
export function taskUrl(baseUrl: string, requestId: string): string {
  return `${withoutTrailingSlash(baseUrl)}${taskPath(requestId)}`;
}

/** Where the sandbox serves a task's result file (`name` as its task store names it). */
export function sandboxFilePath(requestId: string, name: string): string {
  return `${SANDBOX_FILES_PREFIX}${requestId}/${name}`;
}

/** The page's way to a result file of a task, through its own server; `name`: what to save it as. */
export function fileProxyPath(requestId: string, url: string, name?: string): string {
  return `${FILE_PROXY_PATH}?${new URLSearchParams({ request_id: requestId, url, ...(name ? { name } : {}) })}`;
}

/**
 * The workspace's tasks that changed since a change number: `?since=…&limit=…` (contract/shared-task.ts);
 * `DELETE <path>/<key>` deletes one from the workspace (issue 29). Here, beside the start-up's
 * paths, so that a chunk calling only this route carries no shared task's schema.
 */
export const WORKSPACE_TASKS_PATH = "/__taskdeck/workspace/tasks";
/** The same as Server-Sent Events, as they happen; resumes from `Last-Event-ID` or `?since=`. */
export const WORKSPACE_EVENTS_PATH = "/__taskdeck/workspace/events";
