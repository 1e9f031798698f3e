import type { IncomingMessage, ServerResponse } from "node:http";
import { faultRequestSchema } from "./faults.ts";
import { readBody, sendError, sendJson } from "./http.ts";
import type { SandboxState } from "./state.ts";

// The `/__sandbox/` control plane: faults to arm, the requests received, a reset.
// It is for tests and QA on this machine, so it asks for no token.

export async function armFault(state: SandboxState, req: IncomingMessage, res: ServerResponse) {
  const body = await readBody(req, 64 * 1024);
  let json: unknown = null;
  try {
    json = body.ok ? JSON.parse(body.bytes.toString("utf8") || "{}") : null;
  } catch {
    // reported below as an invalid fault
  }
  const parsed = faultRequestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    sendError(res, 400, {
      type: "validation_error",
      code: "invalid_parameter_value",
      param: issue?.path.join(".") || null,
      message: `Invalid fault: ${issue?.message ?? "expected a JSON object"}. Kinds: http400, http500, html502, malformed-json, slow, drop.`,
    });
    return;
  }
  sendJson(res, 201, { armed: state.faults.arm(parsed.data), faults: state.faults.list() });
}

export function listFaults(state: SandboxState, res: ServerResponse) {
  sendJson(res, 200, { faults: state.faults.list() });
}

export function listRequests(state: SandboxState, res: ServerResponse) {
  sendJson(res, 200, { requests: state.log.list() });
}

export function reset(state: SandboxState, res: ServerResponse) {
  state.tasks.clear();
  state.faults.clear();
  state.log.clear();
  sendJson(res, 200, { reset: true });
}
