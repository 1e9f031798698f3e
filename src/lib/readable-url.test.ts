import { describe, expect, it } from "vitest";
import type { ServerConfig } from "./server-config.ts";
import { SERVER_CONNECTION } from "./connection.ts";
import { readableUrl, readHeaders } from "./readable-url.ts";

const page = "https://taskdeck.example";
const proxy: ServerConfig = { api: "proxy", tokenOnServer: true, fileProxy: true, shared: true, connectOrigins: [] };
const sandbox: ServerConfig = {
  api: "sandbox",
  tokenOnServer: false,
  fileProxy: false,
  shared: true,
  connectOrigins: [],
};

describe("readableUrl", () => {
  it("reads files on the page's own origin, and data and blob URLs, directly", () => {
    for (const url of [`${page}/__sandbox/files/1/model.glb`, "data:model/gltf-binary;base64,AA", "blob:x"]) {
      expect(readableUrl(url, proxy, page, "r1")).toBe(url);
    }
  });

  it("reads another host's file of a task of the page's server through that server, naming the task", () => {
    expect(readableUrl("https://cdn.example.com/a b.glb?sig=1&x=2", proxy, page, "r1")).toBe(
      "/__taskdeck/file?request_id=r1&url=https%3A%2F%2Fcdn.example.com%2Fa+b.glb%3Fsig%3D1%26x%3D2",
    );
    // A task of another service: the page's server cannot vouch for its files.
    expect(readableUrl("https://cdn.example.com/a.glb", proxy, page, null)).toBeNull();
  });

  it("sends the token to the page's own file proxy, in a header, and nowhere else", () => {
    const proxied = "/__taskdeck/file?request_id=r1&url=x";
    expect(readHeaders(proxied, { ...SERVER_CONNECTION, token: "t0ken" })).toEqual({ Authorization: "Bearer t0ken" });
    expect(readHeaders(proxied, { ...SERVER_CONNECTION, token: "" })).toEqual({});
    expect(readHeaders("https://cdn.example.com/a.glb", { ...SERVER_CONNECTION, token: "t0ken" })).toEqual({});
    const custom = {
      ...SERVER_CONNECTION,
      preset: "custom" as const,
      baseUrl: "https://api.other.example",
      token: "t0ken",
    };
    expect(readHeaders(proxied, custom)).toEqual({});
  });

  it("reads another host directly only where the security policy allows it", () => {
    const url = "https://cdn.example.com/model.glb";
    expect(readableUrl(url, sandbox, page, null)).toBeNull();
    expect(readableUrl(url, { ...sandbox, connectOrigins: ["https://cdn.example.com"] }, page, null)).toBe(url);
    // No policy known (a dev server or a static host): try, and let the browser decide.
    expect(readableUrl(url, null, page, "r1")).toBe(url);
    expect(readableUrl(url, { ...sandbox, connectOrigins: null }, page, null)).toBe(url);
  });

  it("reads nothing from a string that is no URL", () => {
    expect(readableUrl("not a url", proxy, page, "r1")).toBeNull();
  });
});
