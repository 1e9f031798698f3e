import type { IncomingMessage, ServerResponse } from "node:http";
import { checkGenerationBody } from "../../src/contract/request.ts";
import { SUCCESS_CODE } from "../../src/contract/record.ts";
import { authProblem } from "./auth.ts";
import { BAD_GATEWAY_PAGE, MALFORMED_JSON, type Fault, type FaultTarget } from "./faults.ts";
import { originOf, readBody, sendError, sendJson, MAX_BODY_BYTES } from "./http.ts";
import { describeBody, redactAuthorization } from "./request-log.ts";
import { createTask, resultFileName, snapshot } from "./tasks.ts";
import type { SandboxState } from "./state.ts";

const envelope = (data: unknown) => ({ code: SUCCESS_CODE, message: "", data });

/** Answers a request with the armed fault, if there is one; true when the request is dealt with. */
async function applyFault(fault: Fault | null, res: ServerResponse, phase: "before" | "after"): Promise<boolean> {
  if (!fault || fault.after_processing !== (phase === "after")) return false;
  switch (fault.kind) {
    case "slow":
      await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
      return false;
    case "http400":
      sendError(res, 400, {
        type: "validation_error",
        code: "invalid_parameter_value",
        param: fault.param,
        message: `${fault.param} was rejected by the service (sandbox fault).`,
      });
      return true;
    case "http500":
      sendError(res, 500, {
        type: "internal_server_error",
        code: "internal_server_error",
        message: "Internal server error (sandbox fault).",
      });
      return true;
    case "html502":
      res.writeHead(502, { "Content-Type": "text/html; charset=utf-8" });
      res.end(BAD_GATEWAY_PAGE);
      return true;
    case "malformed-json":
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
      res.end(MALFORMED_JSON);
      return true;
    case "drop":
      res.socket?.destroy();
      return true;
  }
}

async function begin(state: SandboxState, req: IncomingMessage, res: ServerResponse, target: FaultTarget) {
  const body = target === "submit" ? await readBody(req) : null;
  const fault = state.faults.take(target, `${req.url ?? ""}\n${body?.ok ? body.bytes.toString("utf8") : ""}`);
  const entry = state.log.add({
    at: new Date(state.now()).toISOString(),
    method: req.method ?? "",
    path: req.url ?? "",
    authorization: redactAuthorization(req.headers.authorization),
    status: null,
    ...describeBody(body?.ok ? body.bytes : null),
  });
  res.on("finish", () => (entry.status = res.statusCode));
  if (await applyFault(fault, res, "before")) return null;
  const auth = authProblem(req.headers.authorization, state.token);
  if (auth) {
    sendError(res, 401, auth);
    return null;
  }
  return { fault, body };
}

export async function submit(state: SandboxState, req: IncomingMessage, res: ServerResponse) {
  const started = await begin(state, req, res, "submit");
  if (!started) return;
  const { fault, body } = started;
  if (!body?.ok) {
    if (body?.reason === "too-large")
      sendError(
        res,
        413,
        { type: "request_error", code: "request_too_large", message: `The body is over ${MAX_BODY_BYTES} bytes.` },
        { Connection: "close" },
      );
    else res.socket?.destroy();
    return;
  }
  let json: unknown;
  try {
    json = JSON.parse(body.bytes.toString("utf8"));
  } catch {
    sendError(res, 400, { type: "request_error", code: "malformed_json", message: "The body is not valid JSON." });
    return;
  }
  const checked = checkGenerationBody(json);
  if (!checked.ok) {
    sendError(res, 400, {
      type: "validation_error",
      code: checked.code,
      message: checked.message,
      param: checked.param || null,
    });
    return;
  }
  const task = createTask(checked.family, checked.body, state.now());
  state.tasks.set(task.requestId, task);
  if (await applyFault(fault, res, "after")) return;
  sendJson(res, 200, envelope(snapshot(task, task.submitMs, state.taskMs, "")));
}

export async function query(state: SandboxState, req: IncomingMessage, res: ServerResponse, requestId: string) {
  const started = await begin(state, req, res, "query");
  if (!started) return;
  const task = state.tasks.get(requestId);
  if (!task) {
    sendError(res, 404, {
      type: "not_found_error",
      code: "task_not_found",
      param: "request_id",
      message: `No task has request_id ${requestId}.`,
    });
    return;
  }
  const url = `${originOf(req)}/__sandbox/files/${task.requestId}/${resultFileName(task)}`;
  const record = snapshot(task, state.now(), state.taskMs, url);
  if (await applyFault(started.fault, res, "after")) return;
  sendJson(res, 200, envelope(record));
}
