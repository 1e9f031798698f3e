import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { SUCCESS_CODE } from "../../src/contract/record.ts";
import { jsonResponse, problemResponse, shapedProblemResponse } from "../http/answers.ts";
import type { AppContext } from "../http/env.ts";
import { withBody, type BodyFailure } from "../http/read-body.ts";
import { authProblem } from "./auth.ts";
import { BAD_GATEWAY_PAGE, MALFORMED_JSON, faultError, type Fault } from "./faults.ts";
import { describeBody, redactAuthorization, type LoggedRequest } from "./request-log.ts";
import { checkSubmission, readSubmission } from "./submit-body.ts";
import { createTask, resultUrls, snapshot } from "./tasks.ts";
import type { SandboxState } from "./state.ts";

const envelope = (data: unknown) => ({ code: SUCCESS_CODE, message: "", data });

/** The armed fault's answer, if it has one at this phase; undefined lets the request go on. */
async function applyFault(
  c: AppContext,
  fault: Fault | null,
  phase: "before" | "after",
): Promise<Response | undefined> {
  if (!fault || fault.after_processing !== (phase === "after")) return undefined;
  switch (fault.kind) {
    case "slow":
      await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
      return undefined;
    case "http400":
    case "http500":
    case "http-error": {
      const { status, detail } = faultError(fault);
      return shapedProblemResponse(status, detail, fault.shape);
    }
    case "rejected": {
      // A 200 whose envelope says no: the flat error's fields beside the envelope's own.
      const { detail } = faultError(fault);
      return jsonResponse(c, 200, {
        code: detail.code,
        message: detail.message,
        param: detail.param,
        type: detail.type,
        data: null,
      });
    }
    case "html502":
      return c.html(BAD_GATEWAY_PAGE, 502);
    case "malformed-json":
      return c.body(MALFORMED_JSON, 200, { "Content-Type": "application/json; charset=utf-8" });
    case "drop":
      c.env.incoming.socket.destroy();
      return RESPONSE_ALREADY_SENT;
  }
}

const bodyProblem = (body: BodyFailure) =>
  body.reason === "busy"
    ? problemResponse(
        503,
        {
          type: "server_resource_error",
          code: "server_overloaded",
          message: "The sandbox is reading too many large bodies at once: try again.",
        },
        { "Retry-After": "1" },
      )
    : problemResponse(413, {
        type: "request_error",
        code: "request_too_large",
        message: `The body is over ${MAX_SUBMIT_BODY_BYTES} bytes, more than the largest image the service takes.`,
      });

/** Every API request is logged, its status filled in once answered. */
function logged(state: SandboxState, c: AppContext): LoggedRequest {
  const { incoming, outgoing } = c.env;
  const entry = state.log.add({
    at: new Date(state.now()).toISOString(),
    method: incoming.method ?? "",
    path: incoming.url ?? "",
    authorization: redactAuthorization(incoming.headers.authorization),
    status: null,
    ...describeBody(null),
  });
  outgoing.once("finish", () => (entry.status = outgoing.statusCode));
  return entry;
}

/**
 * The token is checked before a byte of the body is read; the body is then read (bounded),
 * logged, and checked, and its task made, while the body budget still counts its bytes.
 */
export async function submit(state: SandboxState, c: AppContext): Promise<Response> {
  const { incoming } = c.env;
  const entry = logged(state, c);
  const auth = authProblem(incoming.headers.authorization, state.token);
  if (auth) return problemResponse(401, auth, { Connection: "close" });
  const url = incoming.url ?? "";
  const read = await withBody(incoming, MAX_SUBMIT_BODY_BYTES, state.bodies, async (body) => {
    Object.assign(entry, describeBody(body));
    const read = readSubmission(body.bytes, entry);
    const fault = state.faults.take("submit", (text) => url.includes(text) || body.bytes.includes(text));
    const answer = await applyFault(c, fault, "before");
    if (answer) return answer;
    const checked = checkSubmission(read);
    if (!checked.ok) return checked.answer;
    const task = createTask(checked.family, checked.body, state.now(), state.delivery);
    const attached = state.attachments.take(checked.text, task.requestId);
    if (attached)
      task.attached = { listed: attached.filter((f) => f.listed).map((f) => f.name), all: attached.map((f) => f.name) };
    state.tasks.add(task);
    const callback = checked.body.callback_url;
    if (typeof callback === "string" && callback)
      state.callbacks.watch(task.requestId, callback, filesOrigin(c, state.filesPort));
    return { task, fault };
  });
  if (!read.ok) return read.reason === "aborted" ? RESPONSE_ALREADY_SENT : bodyProblem(read);
  if (read.value instanceof Response) return read.value;
  const { task, fault } = read.value;
  return (
    (await applyFault(c, fault, "after")) ??
    jsonResponse(c, 200, envelope(snapshot(task, task.submitMs, state.taskMs, [])))
  );
}

export async function query(state: SandboxState, c: AppContext, requestId: string): Promise<Response> {
  const { incoming } = c.env;
  logged(state, c);
  const auth = authProblem(incoming.headers.authorization, state.token);
  if (auth) return problemResponse(401, auth);
  const fault = state.faults.take("query", (text) => (incoming.url ?? "").includes(text));
  const answer = await applyFault(c, fault, "before");
  if (answer) return answer;
  const task = state.tasks.get(requestId);
  if (!task)
    return problemResponse(404, {
      type: "not_found_error",
      code: "task_not_found",
      param: "request_id",
      message: `No task has request_id ${requestId}.`,
    });
  const record = snapshot(task, state.now(), state.taskMs, resultUrls(task, filesOrigin(c, state.filesPort)));
  return (await applyFault(c, fault, "after")) ?? jsonResponse(c, 200, envelope(record));
}

/**
 * Where result files are, as the client reached this sandbox: the same host on the file
 * host's port (another origin, as the service's files are), or this very origin without one.
 */
export function filesOrigin(c: AppContext, filesPort: number | null): string {
  const forwarded = c.req.header("x-forwarded-proto");
  const proto = forwarded && /^https?$/.test(forwarded) ? forwarded : "http";
  const host = c.req.header("host") ?? "localhost";
  if (filesPort === null || !URL.canParse(`http://${host}`)) return `${proto}://${host}`;
  const url = new URL(`${proto}://${host}`);
  url.port = String(filesPort);
  return url.origin;
}
