import { z } from "zod";
import { ERROR_SHAPES, ERROR_STATUSES, type ErrorDetail } from "../../src/contract/error-body.ts";

/**
 * What an armed fault does: `http400`/`http500` answer that status; `http-error` answers any
 * documented error `status`; `rejected` answers 200 with an envelope whose code is not "success";
 * `html502` is a gateway's page; `malformed-json` a cut-off answer; `slow` holds it; `drop` hangs up.
 * On a callback (`on: "callback"`, which `any` does not reach): `drop` sends none, `repeat` sends it twice.
 */
export const FAULT_KINDS = [
  "http400",
  "http500",
  "http-error",
  "rejected",
  "html502",
  "malformed-json",
  "slow",
  "drop",
  "repeat",
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultTarget = "submit" | "query" | "callback";

export const faultRequestSchema = z.strictObject({
  kind: z.enum(FAULT_KINDS),
  /** Which requests it arms: submissions, queries, or the next of either; or the sandbox's callbacks. */
  on: z.enum(["submit", "query", "any", "callback"]).default("any"),
  count: z.int().min(1).max(1000).default(1),
  /** For `slow`: how long the answer is held back. */
  delay_ms: z.int().min(0).max(600_000).default(5_000),
  /** For `drop` and `malformed-json`: do the work first (a submission creates its task), then break the answer. */
  after_processing: z.boolean().default(false),
  /** For `http400`, `http-error` and `rejected`: the field the error names (the real service checks things a client cannot). */
  param: z.string().min(1).max(100).default("prompt"),
  /** For `http-error`: the status, one of those the service documents. */
  status: z
    .int()
    .refine((status) => status in ERROR_STATUSES, `one of ${Object.keys(ERROR_STATUSES).join(", ")}`)
    .default(400),
  /** For the HTTP errors: the shape of the body (nested, flat, a bare message, or none). */
  shape: z.enum(ERROR_SHAPES).default("nested"),
  /** Only requests whose URL or body contains this text: aims a fault at one task or one test. */
  match: z.string().min(1).max(1000).optional(),
});

export type FaultRequest = z.output<typeof faultRequestSchema>;
export type Fault = FaultRequest & { id: number };

/** Each fault is under 2 KB (its match text is at most 1,000 characters): the box stays small. */
export const MAX_FAULTS = 100;

export class FaultBox {
  private faults: Fault[] = [];
  private nextId = 1;

  /** null when MAX_FAULTS are already armed. */
  arm(request: FaultRequest): Fault | null {
    if (this.faults.length >= MAX_FAULTS) return null;
    const fault = { ...request, id: this.nextId++ };
    this.faults.push(fault);
    return fault;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /**
   * Takes one use of the first fault armed for this kind of request (and text, when the fault
   * names one: `contains` looks for it in the request, a body as bytes rather than as a string).
   */
  take(target: FaultTarget, contains: (text: string) => boolean): Fault | null {
    const aimed = (f: Fault) => f.on === target || (f.on === "any" && target !== "callback");
    const fault = this.faults.find((f) => aimed(f) && (!f.match || contains(f.match)));
    if (!fault) return null;
    fault.count -= 1;
    if (fault.count <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return { ...fault };
  }

  clear() {
    this.faults = [];
  }
}

export const BAD_GATEWAY_PAGE = `<!DOCTYPE html>
<html><head><title>502 Bad Gateway</title></head>
<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>
`;

/** What a gateway sends when the upstream answer is cut off mid-way. */
export const MALFORMED_JSON = '{"code":"success","message":"","data":{"request_id":"';

/** The error a fault of an HTTP-error kind answers with (its status and what its body says). */
export function faultError(fault: FaultRequest): { status: number; detail: ErrorDetail } {
  const status = fault.kind === "http400" ? 400 : fault.kind === "http500" ? 500 : fault.status;
  const { type, code } = ERROR_STATUSES[status]!;
  // A field is named where the service names one: refusals of the request's content.
  const param = status === 400 || fault.kind === "rejected" ? fault.param : null;
  const message = param
    ? `${param} was rejected by the service (sandbox fault).`
    : status === 500
      ? "Internal server error (sandbox fault)."
      : `${code} (sandbox fault).`;
  return { status, detail: { type, code, param, message } };
}
