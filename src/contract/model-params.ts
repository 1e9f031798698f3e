import type { Evidence } from "./evidence.ts";

// The parameters a catalog model declares beyond its family's fields (models.ts, which names them): each one's
// values and default as its vendor documents them, and the combinations the vendor refuses.
// The composer builds a control from each, and the sandbox checks a body by the same rules
// (param-rules.ts), so a request the form lets through is one the service would take.

export type ParamValue = string | number;

/** One value out of a list (sent as listed: a number stays a number), or an image (URL or data URI). */
export type ParamSpec =
  | { kind: "choice"; values: readonly ParamValue[]; fallback: ParamValue; evidence: Evidence }
  | { kind: "image"; evidence: Evidence };

/**
 * A combination the vendor refuses: once `when` is sent (with one of the values `is`, if given),
 * `needs` (as sent, else its default) must be one of `oneOf`.
 */
export type ParamRule<P extends string = string> = {
  when: P;
  is?: readonly ParamValue[];
  needs: P;
  oneOf: readonly ParamValue[];
};

/** The body's value for a form's text: the listed value it spells (6, not "6"); an image as typed; "" sends nothing. */
export function paramToBody(spec: ParamSpec, text: string): ParamValue | undefined {
  if (text === "") return undefined;
  return spec.kind === "choice" ? (spec.values.find((value) => String(value) === text) ?? text) : text;
}
