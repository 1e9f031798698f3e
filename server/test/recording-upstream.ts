import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { listen, type TestApp } from "./app-server.ts";

export type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
export type Reply = (seen: Seen, res: ServerResponse) => void;

export type RecordingUpstream = TestApp & { seen: Seen[]; reply: Reply };

/** A stand-in for the service that records every request it gets and answers as the test says (by default `{}`). */
export async function recordingUpstream(): Promise<RecordingUpstream> {
  const seen: Seen[] = [];
  const upstream = {
    seen,
    reply: ((_seen, res) => res.writeHead(200, { "Content-Type": "application/json" }).end("{}")) as Reply,
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      return; // the proxy hung up mid-body: nothing to record or answer
    }
    const entry = {
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    };
    seen.push(entry);
    upstream.reply(entry, res);
  });
  return Object.assign(upstream, await listen(server));
}

/** A service's reply: every task asked for is COMPLETED, its one result at `fileUrl(request_id)`. */
export const completedTask =
  (fileUrl: (requestId: string) => string): Reply =>
  (seen, res) => {
    const id = seen.url.split("/").at(-1)!;
    const body = {
      code: "success",
      message: "",
      data: { request_id: id, status: "COMPLETED", data: { file_urls: [fileUrl(id)] } },
    };
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  };
