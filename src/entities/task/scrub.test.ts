import { describe, expect, it } from "vitest";
import { isHeaderLike, scrub } from "./scrub.ts";

describe("scrub", () => {
  it.each(["Authorization", "headers", "x-api-key", "api_key", "apiKey", "access_token", "Cookie", "token"])(
    "treats %s as a header-like key",
    (key) => expect(isHeaderLike(key)).toBe(true),
  );

  it.each(["prompt", "max_tokens", "model", "tokenizer", "image"])("keeps %s", (key) => {
    expect(isHeaderLike(key)).toBe(false);
  });

  it("drops header-like keys at any depth and redacts the secrets, leaving the input alone", () => {
    const input = {
      prompt: "use tok-99 please",
      headers: { Authorization: "Bearer tok-99" },
      nested: [{ Authorization: "x", keep: "tok-99" }, "tok-99"],
      n: 3,
      ok: null,
    };
    const copy = structuredClone(input);
    expect(scrub(input, ["tok-99"])).toEqual({
      prompt: "use [redacted] please",
      nested: [{ keep: "[redacted]" }, "[redacted]"],
      n: 3,
      ok: null,
    });
    expect(input).toEqual(copy);
  });
});
