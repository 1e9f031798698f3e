import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { crossSiteRefusal, jsonBodyRefusal, type GuardOptions } from "./request-guard.ts";

const HOST = { host: "taskdeck.example:8080" };
const passed: GuardOptions = { allowedOrigins: [], requireSameOrigin: false };
const held: GuardOptions = { allowedOrigins: ["https://admin.example"], requireSameOrigin: true };
const status = (headers: IncomingHttpHeaders, options = passed) => crossSiteRefusal(headers, options)?.status ?? 200;

describe("crossSiteRefusal", () => {
  it("lets the page's own calls through: its Origin, or Sec-Fetch-Site: same-origin", () => {
    expect(status({ ...HOST, origin: "http://taskdeck.example:8080" }, held)).toBe(200);
    expect(status({ ...HOST, origin: "https://taskdeck.example:8080" }, held)).toBe(200);
    expect(status({ ...HOST, "sec-fetch-site": "same-origin" }, held)).toBe(200);
    expect(status({ ...HOST, origin: "https://admin.example" }, held)).toBe(200);
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["a look-alike Origin", { origin: "http://taskdeck.example:8080.evil.example" }],
    ["the opaque Origin of a sandboxed frame", { origin: "null" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
  ])("refuses %s in either token mode", (_name, headers) => {
    expect(status({ ...HOST, ...headers })).toBe(403);
    expect(status({ ...HOST, ...headers }, held)).toBe(403);
  });

  it("lets curl and scripts (no Origin, no Sec-Fetch-Site) through only where the token is the caller's", () => {
    expect(status(HOST)).toBe(200);
    expect(status(HOST, held)).toBe(403);
    expect(status({ ...HOST, "sec-fetch-site": "none" }, held)).toBe(403);
    expect(status(HOST, { ...held, requireSameOrigin: false })).toBe(200);
  });
});

describe("jsonBodyRefusal", () => {
  it("accepts only a JSON body type: a form or a no-cors fetch cannot send one", () => {
    expect(jsonBodyRefusal({ "content-type": "application/json" })).toBeNull();
    expect(jsonBodyRefusal({ "content-type": "Application/JSON; charset=utf-8" })).toBeNull();
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "application/jsonp",
      undefined,
    ])
      expect(jsonBodyRefusal({ "content-type": type })?.status).toBe(415);
  });
});
