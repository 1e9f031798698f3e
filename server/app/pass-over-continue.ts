import type { Socket } from "node:net";
import { buildConnector } from "undici";

// HTTP lets a server send 1xx answers before the final one, and a client must read past them
// even when it asked for none (RFC 9110, 15.2). undici passes over 102 and 103 itself but drops
// the connection on a 100 it did not ask for, so a service that says "100 Continue" before its
// 200 would get the page a 502. The connector below removes such a head before undici's
// parser sees it: undici sends one request at a time on a connection (no pipelining), so an
// answer begins only after a request head was written, and only there is a 100 looked for.

const REQUEST_HEAD = /^[A-Z]+ \S+ HTTP\/1\.1\r\n/;
const CONTINUE = Buffer.from("HTTP/1.1 100");
const HEAD_END = Buffer.from("\r\n\r\n");
/** A 100 head longer than this is not passed over: undici's parser then judges it. */
const MAX_CONTINUE_BYTES = 8 * 1024;

/** undici's own connector, with every socket it makes passing over a leading 100 head. */
export function passOverContinue(options: buildConnector.BuildOptions): buildConnector.connector {
  const connect = buildConnector(options);
  return (target, callback) =>
    connect(target, (...args) => {
      if (args[1]) skipContinueHeads(args[1]);
      callback(...args);
    });
}

/** Where a leading 100 head ends in `bytes`; "more" when it may still be one; "none" when it is not. */
export function continueHeadEnd(bytes: Buffer): number | "more" | "none" {
  const known = Math.min(bytes.length, CONTINUE.length + 1);
  for (let i = 0; i < known; i += 1) {
    const expected = i === 7 ? (bytes[i] === 0x30 ? 0x30 : 0x31) : (CONTINUE[i] ?? -1);
    // After "HTTP/1.x 100" comes a space (a reason follows) or the line's end.
    if (i === CONTINUE.length ? bytes[i] !== 0x20 && bytes[i] !== 0x0d : bytes[i] !== expected) return "none";
  }
  if (known <= CONTINUE.length) return "more";
  const end = bytes.indexOf(HEAD_END);
  if (end !== -1) return end + HEAD_END.length;
  return bytes.length > MAX_CONTINUE_BYTES ? "none" : "more";
}

/** Hooks the socket's own write (a request head marks an answer's start) and push (what undici reads). */
function skipContinueHeads(socket: Socket) {
  let atAnswerStart = false;
  let pending: Buffer | null = null;
  const write = socket.write;
  // undici writes a request's head as a string (a body as bytes): only strings are looked at.
  socket.write = function (this: Socket, chunk: unknown, ...rest: unknown[]) {
    if (typeof chunk === "string" && REQUEST_HEAD.test(chunk)) atAnswerStart = true;
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Socket["write"];
  const push = socket.push;
  socket.push = function (this: Socket, chunk: unknown, encoding?: BufferEncoding) {
    if (chunk === null && pending) push.call(this, pending);
    if (!atAnswerStart || !Buffer.isBuffer(chunk)) return push.call(this, chunk, encoding);
    let bytes = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    for (let end = continueHeadEnd(bytes); end !== "none"; end = continueHeadEnd(bytes)) {
      if (end === "more") {
        pending = bytes;
        return true;
      }
      bytes = bytes.subarray(end);
      if (bytes.length === 0) return true;
    }
    atAnswerStart = false;
    return push.call(this, bytes, encoding);
  };
}
