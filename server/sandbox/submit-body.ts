import { bodyShapeProblem, type BodyShapeProblem } from "../../src/contract/body-limits.ts";
import { checkGenerationBody, type GenerationBody } from "../../src/contract/request.ts";
import type { Family } from "../../src/contract/families.ts";
import { problemResponse } from "../http/answers.ts";
import { parsedForLog, type LoggedRequest } from "./request-log.ts";

export type CheckedSubmission =
  { ok: true; family: Family; body: GenerationBody; text: string } | { ok: false; answer: Response };

const shapeMessage = (problem: BodyShapeProblem) =>
  problem.kind === "items"
    ? `The body holds more than ${problem.max} JSON values and keys; a generation body has a dozen or so.`
    : `The body nests objects and arrays more than ${problem.max} deep.`;

/** A submission read as JSON: its value and text, or the 400 that says why it cannot be. */
export type ReadSubmission = { ok: true; json: unknown; text: string } | { ok: false; answer: Response };

/**
 * A submission's bytes read as the service would, cheapest first: their shape in one pass (no
 * parse for a body that would cost millions of objects), then JSON. The log gets the parsed
 * body, shortened, once there is one, so it shows what was sent even when a fault answers.
 */
export function readSubmission(bytes: Buffer, entry: LoggedRequest): ReadSubmission {
  const shape = bodyShapeProblem(bytes);
  if (shape)
    return {
      ok: false,
      answer: problemResponse(400, { type: "request_error", code: "invalid_request", message: shapeMessage(shape) }),
    };
  const text = bytes.toString("utf8");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {
      ok: false,
      answer: problemResponse(400, {
        type: "request_error",
        code: "malformed_json",
        message: "The body is not valid JSON.",
      }),
    };
  }
  entry.body = parsedForLog(json) ?? entry.body;
  return { ok: true, json, text };
}

/** A submission read as JSON, checked against its family's schema, as the service would. */
export function checkSubmission(read: ReadSubmission): CheckedSubmission {
  if (!read.ok) return read;
  const checked = checkGenerationBody(read.json);
  if (!checked.ok)
    return {
      ok: false,
      answer: problemResponse(400, {
        type: "validation_error",
        code: checked.code,
        message: checked.message,
        param: checked.param || null,
      }),
    };
  return { ok: true, family: checked.family, body: checked.body, text: read.text };
}
