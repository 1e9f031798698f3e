import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";

// A stand-in for the real service that answers what a test scripts, including what the real
// one never should: it sits behind a production server started with UPSTREAM_BASE_URL, so the
// page reaches it the way it would reach the real service through the proxy.

export type Answer = {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a function writes the body itself (e.g. 50 MB, streamed). */
  body: unknown;
};
type Writer = (res: ServerResponse) => void;

export type Received = { method: string; path: string; authorization: string | null; body: string };

/** A task record as the service sends it, in its envelope; `fields` override or add. */
export function envelope(requestId: string, fields: Record<string, unknown> = {}): Answer {
  const now = Math.floor(Date.now() / 1000);
  return {
    body: {
      code: "success",
      message: "",
      data: {
        request_id: requestId,
        task_id: `t-${requestId}`,
        action: "VIDEO_GENERATION",
        status: "SUBMITTED",
        fail_reason: "",
        submit_time: now,
        start_time: 0,
        finish_time: 0,
        progress: "0%",
        data: {},
        ...fields,
      },
    },
  };
}

export class ScriptedUpstream {
  readonly received: Received[] = [];
  /** What a submission gets; by default a new task, numbered. */
  onSubmit: (body: unknown, count: number) => Answer = (_body, count) =>
    envelope(`req-${count}`, { status: "SUBMITTING" });
  /** What a query for a request_id gets; by default the task, still SUBMITTED. */
  onQuery: (requestId: string, count: number) => Answer = (id) => envelope(id);
  #server: Server | null = null;
  #submits = 0;
  readonly #queries = new Map<string, number>();

  constructor(readonly token: string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.#server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((resolve) => this.#server!.listen(0, "127.0.0.1", resolve));
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise((resolve) => this.#server?.close(resolve));
  }

  queriesFor(requestId: string): number {
    return this.#queries.get(requestId) ?? 0;
  }

  async #handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const path = (req.url ?? "").split("?")[0]!;
    this.received.push({ method: req.method ?? "", path, authorization: req.headers.authorization ?? null, body });
    if (req.headers.authorization !== `Bearer ${this.token}`) {
      return send(res, {
        status: 401,
        body: {
          error: { message: "Invalid API key.", type: "authentication_error", code: "invalid_api_key", param: null },
        },
      });
    }
    if (req.method === "POST" && path === SUBMIT_PATH) return send(res, this.onSubmit(parse(body), ++this.#submits));
    const id = path.startsWith(`${SUBMIT_PATH}/`) ? decodeURIComponent(path.slice(SUBMIT_PATH.length + 1)) : null;
    if (req.method === "GET" && id) {
      const count = (this.#queries.get(id) ?? 0) + 1;
      this.#queries.set(id, count);
      return send(res, this.onQuery(id, count));
    }
    send(res, {
      status: 404,
      body: { error: { message: "No such endpoint.", type: "not_found_error", code: "not_found", param: null } },
    });
  }
}

function send(res: ServerResponse, answer: Answer) {
  if (typeof answer.body === "function") {
    res.writeHead(answer.status ?? 200, { "Content-Type": "application/json", ...answer.headers });
    return (answer.body as Writer)(res);
  }
  const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
  res.writeHead(answer.status ?? 200, { "Content-Type": "application/json; charset=utf-8", ...answer.headers });
  res.end(text);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
