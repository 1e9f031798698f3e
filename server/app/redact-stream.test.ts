import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRedactor } from "./redact-stream.ts";

const SECRET = "sk-live/7f3a9c2e41b8d605";
const redactor = createRedactor(SECRET);

async function through(chunks: string[]): Promise<string> {
  return (await buffer(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(redactor.stream()))).toString();
}

describe("redactingStream", () => {
  it("replaces the token as is and as JSON escapes it, also when split across chunks", async () => {
    const text = `{"message":"bad key ${SECRET}","echo":${JSON.stringify(SECRET).replace("/", "\\/")}}`;
    const cut = text.indexOf("7f3a");
    const out = await through([text.slice(0, cut), text.slice(cut, cut + 3), text.slice(cut + 3)]);
    expect(out).toBe('{"message":"bad key [redacted]","echo":"[redacted]"}');
  });

  it("leaves every other byte as it was, however the answer is cut", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.string(), fc.constant(SECRET)), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (parts, cuts) => {
          const text = parts.join("");
          const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const chunks = [0, ...points].map((from, i) => text.slice(from, [...points, text.length][i]));
          expect(await through(chunks)).toBe(redactor.text(text));
          expect(await through(chunks)).not.toContain(SECRET);
        },
      ),
      { numRuns: 200 },
    );
  });
});
