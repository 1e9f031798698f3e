import { Transform } from "node:stream";
import { REDACTED } from "../../src/contract/redact.ts";
import { redactJsonText } from "./redact-json.ts";

const REPLACEMENT = Buffer.from(REDACTED);

/** The forms a secret takes in an answer: as is, as a JSON string writes it, with `/` escaped as some encoders do. */
function formsOf(secret: string): Buffer[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const forms = new Set([secret, json, json.replaceAll("/", "\\/")]);
  return [...forms].filter((form) => form.length >= 4).map((form) => Buffer.from(form));
}

export type Redactor = {
  /** Replaces the secret in a header value or any short text. */
  text(text: string): string;
  /** Replaces the secret in a JSON document however its strings escape it (see redact-json.ts). */
  json(text: string): string;
  /**
   * A stream that passes bytes through with every occurrence of the secret replaced, also where
   * one is split across chunks: the last (longest form − 1) bytes wait for the next chunk.
   */
  stream(): Transform;
};

/** Made once per secret: the forms are worked out once, not per answer. */
export function createRedactor(secret: string): Redactor {
  const forms = formsOf(secret);
  const words = forms.map((form) => form.toString());
  const hold = Math.max(0, ...forms.map((form) => form.length - 1));
  const text = (value: string) =>
    words.reduce((out, word) => (out.includes(word) ? out.split(word).join(REDACTED) : out), value);
  return {
    text,
    json: (value) => redactJsonText(value, secret, text),
    stream() {
      let carry = Buffer.alloc(0);
      const scrub = (bytes: Buffer, final: boolean): Buffer => {
        const out: Buffer[] = [];
        let at = 0;
        for (;;) {
          let found = -1;
          let length = 0;
          for (const form of forms) {
            const index = bytes.indexOf(form, at);
            if (index !== -1 && (found === -1 || index < found)) [found, length] = [index, form.length];
          }
          if (found === -1) break;
          out.push(bytes.subarray(at, found), REPLACEMENT);
          at = found + length;
        }
        const safe = final ? bytes.length : Math.max(at, bytes.length - hold);
        out.push(bytes.subarray(at, safe));
        carry = Buffer.from(bytes.subarray(safe));
        return Buffer.concat(out);
      };
      return new Transform({
        transform(chunk: Buffer, _encoding, done) {
          done(null, scrub(carry.length ? Buffer.concat([carry, chunk]) : chunk, false));
        },
        flush(done) {
          done(null, scrub(carry, true));
        },
      });
    },
  };
}
