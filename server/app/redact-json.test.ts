import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REDACTED } from "../../src/contract/redact.ts";
import { createRedactor } from "./redact-stream.ts";

const SECRET = "sk-live/7f3a9c2e41b8d605";
const { json } = createRedactor(SECRET);

/**
 * A JSON encoding of `value` as some encoder might write it: each character of each string
 * (keys too) as is, as `\uXXXX` (either case), or `/` as `\/`, as `escapes` says, in turn.
 */
function encode(value: unknown, escapes: number[]): string {
  let turn = 0;
  const next = () => escapes[turn++ % escapes.length] ?? 0;
  const string = (text: string) =>
    `"${[...JSON.stringify(text).slice(1, -1).matchAll(/\\.|./gsu)]
      .map(([part]) => {
        const how = next();
        if (part.length > 1 || how === 0) return part;
        if (part === "/" && how === 1) return "\\/";
        const hex = part.charCodeAt(0).toString(16).padStart(4, "0");
        return part.length === 1 && part.charCodeAt(0) < 0x10000 ? `\\u${how === 2 ? hex.toUpperCase() : hex}` : part;
      })
      .join("")}"`;
  const walk = (item: unknown): string => {
    if (typeof item === "string") return string(item);
    if (Array.isArray(item)) return `[${item.map(walk).join(",")}]`;
    if (item && typeof item === "object")
      return `{${Object.entries(item)
        .map(([key, inner]) => `${string(key)}:${walk(inner)}`)
        .join(",")}}`;
    return JSON.stringify(item);
  };
  return walk(value);
}

const scrubbed = (value: unknown): unknown =>
  typeof value === "string"
    ? value.split(SECRET).join(REDACTED)
    : Array.isArray(value)
      ? value.map(scrubbed)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [scrubbed(key), scrubbed(inner)]))
        : value;

const text = fc.oneof(
  fc.string(),
  fc.constant(SECRET),
  fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}${SECRET}${b}`),
);
const body = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(text, tie("value"), { maxKeys: 4 }),
  ),
})).value;

describe("redacting a JSON answer", () => {
  it("cuts the token from every string however it is escaped, and changes nothing else", () => {
    fc.assert(
      fc.property(body, fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 30 }), (value, escapes) => {
        const sent = encode(value, escapes);
        expect(JSON.parse(sent)).toEqual(value);
        const out = json(sent);
        expect(out).not.toContain(SECRET);
        expect(JSON.parse(out)).toEqual(scrubbed(value));
        if (!JSON.stringify(value).includes(SECRET)) expect(out).toBe(sent);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps numbers a double cannot hold as sent", () => {
    const sent = `{"task_id":123456789012345678901234567890,"message":"key \\u0073k-live\\/7f3a9c2e41b8d605"}`;
    expect(json(sent)).toBe(`{"task_id":123456789012345678901234567890,"message":"key [redacted]"}`);
  });

  it("cuts the token from a body that only claims to be JSON: bad escapes, no closing quote", () => {
    for (const sent of [
      `{"m":"\\x \\u0073k-live/7f3a9c2e41b8d605"`,
      `oops "\\u0073k-live\\/7f3a9c2e41b8d605`,
      `{"m": ${JSON.stringify(SECRET)}} trailing ${SECRET}`,
    ])
      expect(json(sent), sent).not.toMatch(/7f3a9c2e41b8d605/);
  });

  it("reads a hostile body in linear time", () => {
    const hostile = `"a\\"`.repeat(300_000);
    const started = performance.now();
    json(hostile);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
