import { describe, expect, it } from "vitest";
import { isHttpUrl, safeUrl } from "./urls.ts";

describe("safeUrl", () => {
  it.each([
    "https://x.test/a.mp4",
    "HTTP://x.test/a",
    "blob:https://x.test/1",
    "data:video/mp4;base64,AAAA",
    "data:image/png;base64,AAAA",
    "data:model/gltf-binary;base64,AAAA",
    "data:application/zip;base64,AAAA",
  ])("lets %s through", (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    " javascript:alert(1)",
    "JaVaScRiPt:x",
    "vbscript:x",
    "file:///etc/passwd",
    "/relative.mp4",
    "ftp://x/y",
    "data:text/html,<script>alert(1)</script>",
    "DATA:text/html;base64,PHNjcmlwdD4=",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "data:application/xhtml+xml,<x/>",
    "data:,hello",
    "",
    "https://",
    "/api/v1/secret.png",
    "a.png",
  ])("keeps %j inert", (url) => {
    expect(safeUrl(url)).toBeNull();
  });
});

describe("isHttpUrl", () => {
  it.each([
    ["https://cdn.test/a.png", true],
    ["HTTP://cdn.test/a.png", true],
    ["https://", false],
    ["data:image/png;base64,AAAA", false],
    ["javascript:alert(1)", false],
  ])("%s → %s", (value, ok) => expect(isHttpUrl(value)).toBe(ok));
});
