import { request } from "node:http";
import { connect } from "node:net";
import { Readable } from "node:stream";

/**
 * Sends bytes exactly as given (no client normalises the path, checks headers or frames the
 * body) and returns what came back before the server closed or `waitMs` passed.
 */
export function rawExchange(url: string, request: string | Buffer, waitMs = 3000): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString("latin1"));
    };
    const timer = setTimeout(done, waitMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", done);
    socket.on("close", done);
    socket.write(request);
  });
}

/** A request line and headers (Host added), ending the head; `body` follows as is. */
export function rawRequest(
  url: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = "",
) {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${new URL(url).host}`, "Connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body && !Object.keys(headers).some((name) => /^(content-length|transfer-encoding)$/i.test(name)))
    lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}

/** The status code of a raw answer, or 0 when there was none. */
export function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
}

const MB = 1024 * 1024;

/**
 * POSTs `body` in 1 MB writes, its length declared or (`chunked`) not, and returns the answer.
 * node:http rather than fetch: a server that refuses a large body answers and closes while the
 * upload goes on, and fetch then reports the broken pipe instead of the answer.
 */
export function upload(
  url: string,
  body: Buffer,
  headers: Record<string, string>,
  { chunked = false } = {},
): Promise<{ status: number; text: string }> {
  const length = chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(body.length) };
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { ...headers, ...length } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", () => undefined);
    req.on("close", () => reject(new Error("closed without an answer")));
    // pipe keeps to the socket's pace, and stops writing when the server closes it.
    const chunks = Array.from({ length: Math.ceil(body.length / MB) }, (_, i) => body.subarray(i * MB, (i + 1) * MB));
    Readable.from(chunks).pipe(req);
  });
}
