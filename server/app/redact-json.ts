import { Writable } from "node:stream";
import { REDACTED } from "../../src/contract/redact.ts";

/** The largest JSON answer read whole to be redacted: task records are a few kB. */
export const MAX_REDACTED_JSON_BYTES = 16 * 1024 * 1024;

export class AnswerTooLarge extends Error {}

/**
 * `text` (a JSON document, or what claims to be one) with `secret` cut from every string in
 * it, however the service escaped it: each string literal is decoded (`\u0073andbox`, `\/`,
 * any mix) and, if it holds the secret, written anew with REDACTED in its place. Every other
 * byte stays as sent (numbers too large for a double included); `text` runs last, for a
 * secret standing outside any string. One pass, no regex: a hostile body cannot make it slow.
 */
export function redactJsonText(text: string, secret: string, redactText: (text: string) => string): string {
  // No backslash, no escape: every string reads as written, and the plain search finds all.
  if (!text.includes("\\")) return redactText(text);
  const out: string[] = [];
  let at = 0;
  for (let start = text.indexOf('"'); start !== -1; start = text.indexOf('"', at)) {
    let end = start + 1;
    while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
    const literal = text.slice(start, Math.min(end + 1, text.length));
    const decoded = decode(literal);
    out.push(
      text.slice(at, start),
      decoded.includes(secret) ? JSON.stringify(decoded.split(secret).join(REDACTED)) : literal,
    );
    at = start + literal.length;
  }
  out.push(text.slice(at));
  return redactText(out.join(""));
}

/** A string literal's value; a malformed one (bad escape, no closing quote) read as leniently as a parser might. */
function decode(literal: string): string {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return literal
      .replace(/^"|"$/g, "")
      .replace(/\\(?:u([0-9a-fA-F]{4})|([\s\S]))/g, (_, hex: string | undefined, char: string | undefined) =>
        hex
          ? String.fromCharCode(parseInt(hex, 16))
          : ({ b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" }[char!] ?? char!),
      );
  }
}

/**
 * Where a JSON answer goes when the server holds the token: read whole (at most
 * MAX_REDACTED_JSON_BYTES, past that it fails with AnswerTooLarge before anything is sent),
 * redacted, then handed to `send` in one piece.
 */
export function jsonRedactingSink(redact: (text: string) => string, send: (body: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  let size = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_REDACTED_JSON_BYTES) return done(new AnswerTooLarge());
      chunks.push(chunk);
      done();
    },
    final(done) {
      send(Buffer.from(redact(Buffer.concat(chunks).toString("utf8"))));
      done();
    },
  });
}
