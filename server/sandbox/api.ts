import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { checkGenerationBody } from "../../src/contract/request.ts";
import { SUCCESS_CODE } from "../../src/contract/record.ts";
import { jsonResponse, problemResponse, shapedProblemResponse } from "../http/answers.ts";
import type { AppContext } from "../http/env.ts";
import { readBody, type BodyResult } from "../http/read-body.ts";
import { authProblem } from "./auth.ts";
import { BAD_GATEWAY_PAGE, MALFORMED_JSON, faultError, type Fault, type FaultTarget } from "./faults.ts";
import { describeBody, redactAuthorization } from "./request-log.ts";
import { createTask, resultUrls, snapshot } from "./tasks.ts";
import type { SandboxState } from "./state.ts";

export const MAX_BODY_BYTES = 32 * 1024 * 1024;
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

const bodyProblem = (body: Exclude<BodyResult, { ok: true }>) =>
  body.reason === "busy"
    ? problemResponse(
        503,
        {
          type: "server_resource_error",
          code: "server_overloaded",
          message: "The sandbox is reading too many large bodies at once: try again.",
        },
        { "Retry-After": "1", Connection: "close" },
      )
    : problemResponse(
        413,
        { type: "request_error", code: "request_too_large", message: `The body is over ${MAX_BODY_BYTES} bytes.` },
        { Connection: "close" },
      );

/**
 * What every API request goes through: the token is checked before a byte of the body is
 * read, then the body is read (bounded), the request logged and its fault, if any, taken.
 */
type Begun = { answer: Response } | { fault: Fault | null; bytes: Buffer | null };

async function begin(state: SandboxState, c: AppContext, target: FaultTarget): Promise<Begun> {
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
  const auth = authProblem(incoming.headers.authorization, state.token);
  if (auth) return { answer: problemResponse(401, auth, target === "submit" ? { Connection: "close" } : {}) };
  const body = target === "submit" ? await readBody(incoming, MAX_BODY_BYTES, state.bodies) : null;
  if (body && !body.ok) {
    if (body.reason === "aborted") return { answer: RESPONSE_ALREADY_SENT };
    return { answer: bodyProblem(body) };
  }
  Object.assign(entry, describeBody(body?.bytes ?? null));
  const fault = state.faults.take(target, `${incoming.url ?? ""}\n${body?.bytes.toString("utf8") ?? ""}`);
  const answer = await applyFault(c, fault, "before");
  return answer ? { answer } : { fault, bytes: body?.bytes ?? null };
}

export async function submit(state: SandboxState, c: AppContext): Promise<Response> {
  const started = await begin(state, c, "submit");
  if ("answer" in started) return started.answer;
  let json: unknown;
  try {
    json = JSON.parse(started.bytes!.toString("utf8"));
  } catch {
    return problemResponse(400, {
      type: "request_error",
      code: "malformed_json",
      message: "The body is not valid JSON.",
    });
  }
  const checked = checkGenerationBody(json);
  if (!checked.ok)
    return problemResponse(400, {
      type: "validation_error",
      code: checked.code,
      message: checked.message,
      param: checked.param || null,
    });
  const task = createTask(checked.family, checked.body, state.now(), state.delivery);
  const attached = state.attachments.take(started.bytes!.toString("utf8"), task.requestId);
  if (attached)
    task.attached = { listed: attached.filter((f) => f.listed).map((f) => f.name), all: attached.map((f) => f.name) };
  state.tasks.add(task);
  return (
    (await applyFault(c, started.fault, "after")) ??
    jsonResponse(c, 200, envelope(snapshot(task, task.submitMs, state.taskMs, [])))
  );
}

export async function query(state: SandboxState, c: AppContext, requestId: string): Promise<Response> {
  const started = await begin(state, c, "query");
  if ("answer" in started) return started.answer;
  const task = state.tasks.get(requestId);
  if (!task)
    return problemResponse(404, {
      type: "not_found_error",
      code: "task_not_found",
      param: "request_id",
      message: `No task has request_id ${requestId}.`,
    });
  const record = snapshot(task, state.now(), state.taskMs, resultUrls(task, filesOrigin(c, state.filesPort)));
  return (await applyFault(c, started.fault, "after")) ?? jsonResponse(c, 200, envelope(record));
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
