import { readErrorBody } from "../../src/contract/error-body.ts";
import type { SubmitFailure } from "../../src/contract/run.ts";

/** An answer as the journal keeps it: its status, its body, the headers kept with it. */
type Answer = { status: number; answer: string; headers: Record<string, string> };

/** What an answer that is not a task says, as the page stores a failed submission's facts. */
export const httpFailure = ({ status, answer, headers }: Answer): SubmitFailure => {
  let json: unknown = null;
  try {
    json = JSON.parse(answer);
  } catch {
    // Not JSON: a gateway's page, said by its status alone.
  }
  const said = readErrorBody(json);
  const html = /html/i.test(headers["content-type"] ?? "");
  return {
    kind: "http",
    status,
    said: said?.message ?? null,
    code: said?.code ?? null,
    param: said?.param ?? null,
    detail: `HTTP ${status}`,
    html,
  };
};
