import { jsonResponse, problemResponse } from "../http/answers.ts";
import type { AppContext } from "../http/env.ts";
import { withBody } from "../http/read-body.ts";
import type { z } from "zod";
import {
  attachmentRequestSchema,
  MAX_ARMED_ATTACHMENTS,
  MAX_ATTACHMENT_BODY_BYTES,
  MAX_ATTACHMENT_BYTES,
} from "./attachments.ts";
import { FAULT_KINDS, MAX_FAULTS, faultRequestSchema } from "./faults.ts";
import type { SandboxState } from "./state.ts";

// The `/__sandbox/` control plane: faults to arm, the requests received, a reset. It asks for
// no token (tests and QA use it by hand); where it is served at all is the server's choice.

const MAX_FAULT_BYTES = 8 * 1024;

/** A control request's JSON body checked against its schema: the data, or the 400 naming what is wrong. */
function parseControlJson<T>(bytes: Buffer | null, schema: z.ZodType<T>, what: string, hint = "") {
  let json: unknown = null;
  try {
    json = bytes ? JSON.parse(bytes.toString("utf8") || "{}") : null;
  } catch {
    // reported below as invalid
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    answer: problemResponse(400, {
      type: "validation_error",
      code: "invalid_parameter_value",
      param: issue?.path.join(".") || null,
      message: `Invalid ${what}: ${issue?.message ?? "expected a JSON object"}.${hint}`,
    }),
  };
}

export async function armFault(state: SandboxState, c: AppContext) {
  const check = (bytes: Buffer | null) =>
    parseControlJson(bytes, faultRequestSchema, "fault", ` Kinds: ${FAULT_KINDS.join(", ")}.`);
  const body = await withBody(c.env.incoming, MAX_FAULT_BYTES, state.bodies, ({ bytes }) => check(bytes));
  const parsed = body.ok ? body.value : check(null);
  if ("answer" in parsed) return parsed.answer;
  const armed = state.faults.arm(parsed.data);
  if (!armed)
    return problemResponse(409, {
      type: "request_error",
      code: "too_many_faults",
      message: `${MAX_FAULTS} faults are armed already: let some be used, or reset.`,
    });
  return jsonResponse(c, 201, { armed, faults: state.faults.list() });
}

/** Arms files as the results of the next task whose request contains a text (see attachments.ts). */
export async function attachResults(state: SandboxState, c: AppContext) {
  const check = (bytes: Buffer | null) => parseControlJson(bytes, attachmentRequestSchema, "attachment");
  const body = await withBody(c.env.incoming, MAX_ATTACHMENT_BODY_BYTES, state.bodies, ({ bytes }) => check(bytes));
  if (!body.ok && body.reason !== "aborted")
    return problemResponse(body.reason === "busy" ? 503 : 413, {
      type: "request_error",
      code: body.reason === "busy" ? "server_overloaded" : "request_too_large",
      message:
        body.reason === "busy"
          ? "The sandbox is reading too many large bodies at once: try again."
          : `Attached files are limited to ${MAX_ATTACHMENT_BYTES} bytes in all.`,
    });
  const parsed = body.ok ? body.value : check(null);
  if ("answer" in parsed) return parsed.answer;
  const armed = state.attachments.arm(parsed.data);
  if (armed === "too_large")
    return problemResponse(413, {
      type: "request_error",
      code: "request_too_large",
      message: `Attached files are limited to ${MAX_ATTACHMENT_BYTES} bytes in all.`,
    });
  if (armed === "too_many")
    return problemResponse(409, {
      type: "request_error",
      code: "too_many_attachments",
      message: `${MAX_ARMED_ATTACHMENTS} sets of files are waiting for their tasks already: submit them, or reset.`,
    });
  return jsonResponse(c, 201, { armed: { id: armed.id, match: armed.match }, attachments: state.attachments.list() });
}

export function listAttachments(state: SandboxState, c: AppContext) {
  return jsonResponse(c, 200, { attachments: state.attachments.list() });
}

export function listFaults(state: SandboxState, c: AppContext) {
  return jsonResponse(c, 200, { faults: state.faults.list() });
}

export function listRequests(state: SandboxState, c: AppContext) {
  return jsonResponse(c, 200, { requests: state.log.list() });
}

export function expireFiles(state: SandboxState, c: AppContext) {
  const task = state.tasks.get(c.req.query("request_id") ?? "");
  if (!task) return problemResponse(404, { type: "not_found_error", code: "task_not_found", message: "No such task." });
  task.filesExpired = true;
  return jsonResponse(c, 200, { expired: task.requestId });
}

export function reset(state: SandboxState, c: AppContext) {
  state.tasks.clear();
  state.callbacks.clear();
  state.faults.clear();
  state.attachments.clear();
  state.log.clear();
  return jsonResponse(c, 200, { reset: true });
}
