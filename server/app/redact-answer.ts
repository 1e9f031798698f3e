import { isAscii } from "node:buffer";
import type { ServerResponse } from "node:http";
import { Writable } from "node:stream";
import { TextDecoder } from "node:util";
import type { Scrubber } from "./redact-stream.ts";

/** An answer the server cannot search for its token: refused, since it might carry it unseen. */
export class Unreadable extends Error {}

/** Charsets whose bytes are the text's UTF-8 (ASCII is a subset): what the search reads. */
const CHECKED_CHARSETS = ["utf-8", "utf8", "us-ascii"];
const CODINGS_BESIDES_IDENTITY = /(?:^|,)\s*(?!identity\s*(?:,|$)|chunked\s*(?:,|$))[^,\s]/i;

/** Why an answer's head says its body cannot be searched (compressed, another charset), or null. */
export function unreadableHead(headers: Record<string, string | string[] | undefined>): string | null {
  const coding = `${headers["content-encoding"] ?? ""},${headers["transfer-encoding"] ?? ""}`;
  if (CODINGS_BESIDES_IDENTITY.test(coding)) return `an answer encoded as ${coding.replace(/^,|,$/g, "")}`;
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(String(headers["content-type"] ?? ""))?.[1];
  if (charset !== undefined && !CHECKED_CHARSETS.includes(charset.toLowerCase()))
    return `an answer in the charset ${charset}`;
  return null;
}

/** Answers up to this size are read whole before the head goes: all of a task record is checked before a byte is sent. */
const WHOLE_BYTES = 64 * 1024;

/**
 * Where the answer goes when the server holds the token: through `scrubber`, checked to be
 * UTF-8 as it comes (a UTF-16 BOM or an overlong spelling is not). A small answer is sent in one
 * piece with its length; a large one streams once WHOLE_BYTES are through. A problem before the
 * head is sent fails with Unreadable (a 502); after, the connection is cut.
 */
export function redactedAnswer(
  outgoing: ServerResponse,
  status: number,
  headers: Record<string, string>,
  scrubber: Scrubber,
): Writable {
  const utf8 = utf8Check();
  let held: Buffer[] | null = [];
  let size = 0;
  const send = (bytes: Buffer, done: (error?: Error) => void) => {
    if (held) {
      held.push(bytes);
      size += bytes.length;
      if (size <= WHOLE_BYTES) return done();
      outgoing.writeHead(status, headers);
      bytes = Buffer.concat(held);
      held = null;
    }
    if (outgoing.write(bytes)) done();
    else outgoing.once("drain", () => done());
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!utf8.push(chunk)) return done(new Unreadable("an answer that is not UTF-8"));
      send(scrubber.push(chunk), done);
    },
    final(done) {
      if (!utf8.end()) return done(new Unreadable("an answer that is not UTF-8"));
      const rest = scrubber.end();
      if (!held) return outgoing.end(rest, () => done());
      const body = Buffer.concat([...held, rest]);
      outgoing.writeHead(status, { ...headers, "content-length": String(body.length) }).end(body, () => done());
    },
  });
}

/**
 * Whether an answer's chunks, in order, are UTF-8. ASCII (most task records) needs no decoding:
 * a decoder, which keeps a sequence cut between chunks, is made at the first other byte.
 */
function utf8Check(): { push(chunk: Buffer): boolean; end(): boolean } {
  let decoder: TextDecoder | null = null;
  const decodes = (chunk?: Buffer) => {
    try {
      decoder!.decode(chunk, { stream: chunk !== undefined });
      return true;
    } catch {
      return false;
    }
  };
  return {
    push(chunk) {
      if (!decoder && isAscii(chunk)) return true;
      decoder ??= new TextDecoder("utf-8", { fatal: true });
      return decodes(chunk);
    },
    end: () => !decoder || decodes(),
  };
}
