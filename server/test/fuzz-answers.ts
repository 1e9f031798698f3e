import fc from "fast-check";

// What a hostile service may answer to the proxy: the server's token echoed in any spelling.

const hexOf = (char: string) => char.charCodeAt(0).toString(16).padStart(2, "0");

/** `secret` with each character spelled one of the ways an answer can carry it (redact-spellings.ts). */
export const spelledToken = (secret: string) =>
  fc
    .array(fc.integer({ min: 0, max: 5 }), { minLength: secret.length, maxLength: secret.length })
    .map((ways) =>
      [...secret]
        .map(
          (char, i) =>
            [
              char,
              `\\u00${hexOf(char)}`,
              `\\u00${hexOf(char).toUpperCase()}`,
              `%${hexOf(char)}`,
              `%${hexOf(char).toUpperCase()}`,
              /\w/.test(char) ? char : `\\${char}`,
            ][ways[i]!],
        )
        .join(""),
    );

/** An answer from the service that may echo `secret` in any spelling, compressed or not, in any type. */
export const serviceAnswer = (secret: string) =>
  fc.record({
    type: fc.constantFrom(
      "application/json",
      "text/plain",
      "text/html; charset=utf-8",
      "application/json; charset=utf-16",
    ),
    encoding: fc.constantFrom(null, "identity", "gzip", "br", "deflate"),
    words: fc.array(fc.string({ maxLength: 30 }), { maxLength: 4 }),
    spellings: fc.array(spelledToken(secret), { minLength: 1, maxLength: 3 }),
    cuts: fc.array(fc.nat(), { maxLength: 4 }),
  });
