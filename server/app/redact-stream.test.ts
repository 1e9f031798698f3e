import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REDACTED } from "../../src/contract/redact.ts";
import { SECRET, SPELLINGS } from "../test/token-spellings.ts";
import { createRedactor } from "./redact-stream.ts";

const redactor = createRedactor(SECRET);

/** `text` through one scrubber, cut into chunks at `cuts`. */
function through(text: string, cuts: number[] = []): string {
  const scrubber = redactor.scrubber();
  const bytes = Buffer.from(text, "latin1");
  const points = [0, ...cuts, bytes.length];
  const out = points.slice(1).map((end, i) => scrubber.push(bytes.subarray(points[i], end)));
  return Buffer.concat([...out, scrubber.end()]).toString("latin1");
}

/** Whether the token's characters are still there in a row, NULs (UTF-16's, UTF-32's) set aside. */
const holdsToken = (text: string) => text.replaceAll("\0", "").includes(SECRET.slice(-8));

const inJson = (spelling: string) => `{"error":{"message":"bad key ${spelling}","n":1e400}}`;
const inText = (spelling: string) => `bad key ${spelling}.\n`;

describe("the token's spellings", () => {
  it.each(SPELLINGS)("%s: redacted in JSON and in text, however the answer is cut", (_name, spelling) => {
    for (const [wrap, expected] of [
      [inJson, inJson(REDACTED)],
      [inText, inText(REDACTED)],
    ] as const) {
      const text = wrap(spelling);
      for (let cut = 0; cut <= text.length; cut += 1) expect(through(text, [cut]), `cut at ${cut}`).toContain(REDACTED);
      // A UTF-16 spelling leaves its last NULs; every other is replaced exactly.
      if (!spelling.includes("\0")) expect(through(text)).toBe(expected);
      else expect(holdsToken(through(text))).toBe(false);
    }
  });

  it("keeps JSON valid where the token begins inside an escape, or after an escaping backslash", () => {
    const hexToken = "7f3a-tok/9";
    const hexRedactor = createRedactor(hexToken);
    for (const [sent, redact] of [
      [`{"m":"\\\\${SECRET}"}`, redactor],
      [`{"m":"\\\\u0073${SECRET.slice(1)}"}`, redactor],
      [`{"m":"\\\\\\\\u0073${SECRET.slice(1)}"}`, redactor],
      [`{"m":"\\u007f3a-tok\\/9"}`, hexRedactor],
      [`{"m":"\\u07f3a-tok/9 \\u7f3a-tok/9"}`, hexRedactor],
    ] as const) {
      const out = redact.text(sent);
      expect(() => JSON.parse(sent), sent).not.toThrow();
      expect(() => JSON.parse(out), out).not.toThrow();
      expect(out).toContain(REDACTED);
    }
  });

  it("leaves every other byte as it was, however the answer is cut", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom(...SPELLINGS.map(([, spelling]) => spelling))), {
          maxLength: 8,
        }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (parts, cuts) => {
          const text = parts.join("");
          const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          expect(through(text, points)).toBe(redactor.text(text));
          expect(holdsToken(redactor.text(text))).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reads a hostile answer in one pass: near-misses and escapes cost no more than plain text", () => {
    const hostile = `"${SECRET.slice(0, -1)}\\\\u00%7\\u005c`.repeat(200_000);
    const plain = "x".repeat(hostile.length);
    const time = (text: string) => {
      const started = performance.now();
      through(
        text,
        Array.from({ length: text.length / 65_536 }, (_, i) => (i + 1) * 65_536),
      );
      return performance.now() - started;
    };
    time(plain);
    expect(time(hostile)).toBeLessThan(Math.max(1000, time(plain) * 20));
  });
});
