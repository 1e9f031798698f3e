import type { Family } from "../../contract/families.ts";
import { BODY_SCHEMAS } from "../../contract/request.ts";
import { parseExtraFields, type JsonObject } from "./request/extra-fields-parse.ts";

// The contract's checks of the body (request.ts) are a chunk of their own, loaded once extras
// are typed (use-extras-problem.ts): an empty editor needs none of them.

/** The contract's finding about a field the extras set (a callback_url that is not http(s), say). */
export function fieldsProblem(fields: JsonObject, family: Family): string | null {
  const keys = Object.keys(fields);
  if (keys.length === 0) return null;
  const issues = BODY_SCHEMAS[family].safeParse(fields).error?.issues ?? [];
  return issues.find((issue) => keys.includes(String(issue.path[0])))?.message ?? null;
}

/**
 * What to say about the editor as it is typed: its own problem, else the contract's finding
 * about a field it sets, the words Submit would give.
 */
export function extrasProblem(text: string, family: Family, reserved: readonly string[]): string | null {
  const extras = parseExtraFields(text, reserved);
  return extras.problem ?? fieldsProblem(extras.fields, family);
}
