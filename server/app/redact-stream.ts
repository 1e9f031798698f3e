import { REDACTED } from "../../src/contract/redact.ts";
import { escapeStart, longestSpelling, spellingsPattern } from "./redact-spellings.ts";

/** Redacts one answer as it streams: what each chunk lets through, then what was held back. */
export type Scrubber = { push(chunk: Buffer): Buffer; end(): Buffer };

export type Redactor = {
  /** Replaces the secret, however spelled, in a header value or any short text. */
  text(text: string): string;
  /**
   * One pass over an answer's bytes, chunk by chunk: every spelling of the secret
   * (redact-spellings.ts) is replaced, also where one is split across chunks. At most the
   * longest spelling (and an escape's few bytes) waits for the next chunk.
   */
  scrubber(): Scrubber;
};

/** Made once per secret: its pattern is built once, not per answer. */
export function createRedactor(secret: string): Redactor {
  const pattern = spellingsPattern(secret);
  const hold = longestSpelling(secret) - 1;

  // Bytes as latin1 text: one character per byte, so offsets are byte offsets and the regular
  // expression runs over a one-byte string. `text` starts where no escape spans (see below).
  const scrub = (text: string, final: boolean): { out: string; rest: string } => {
    const out: string[] = [];
    let at = 0;
    pattern.lastIndex = 0;
    for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
      const start = escapeStart(text, found.index, at);
      out.push(text.slice(at, start), REDACTED);
      at = found.index + found[0].length;
    }
    // What could still begin a spelling stays, cut where no escape spans it, so the next
    // chunk's matches can reach back to their escape's first byte.
    const cut = final ? text.length : Math.max(at, escapeStart(text, Math.max(at, text.length - hold), at));
    out.push(text.slice(at, cut));
    return { out: out.join(""), rest: text.slice(cut) };
  };

  return {
    text: (text) => scrub(text, true).out,
    scrubber() {
      let carry = "";
      return {
        push(chunk) {
          const { out, rest } = scrub(carry + chunk.toString("latin1"), false);
          carry = rest;
          return Buffer.from(out, "latin1");
        },
        end() {
          const { out } = scrub(carry, true);
          carry = "";
          return Buffer.from(out, "latin1");
        },
      };
    },
  };
}
