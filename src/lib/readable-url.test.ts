import { describe, expect, it } from "vitest";
import type { ServerConfig } from "./server-config.ts";
import { readableUrl } from "./readable-url.ts";

const page = "https://taskdeck.example";
const proxy: ServerConfig = { api: "proxy", tokenOnServer: true, fileProxy: true, connectOrigins: [] };
const sandbox: ServerConfig = { api: "sandbox", tokenOnServer: false, fileProxy: false, connectOrigins: [] };

describe("readableUrl", () => {
  it("reads files on the page's own origin, and data and blob URLs, directly", () => {
    for (const url of [`${page}/__sandbox/files/1/model.glb`, "data:model/gltf-binary;base64,AA", "blob:x"]) {
      expect(readableUrl(url, proxy, page)).toBe(url);
    }
  });

  it("reads another host's file through the page's server when it offers that", () => {
    expect(readableUrl("https://cdn.example.com/a b.glb?sig=1&x=2", proxy, page)).toBe(
      "/__taskdeck/file?url=https%3A%2F%2Fcdn.example.com%2Fa%20b.glb%3Fsig%3D1%26x%3D2",
    );
  });

  it("reads another host directly only where the security policy allows it", () => {
    const url = "https://cdn.example.com/model.glb";
    expect(readableUrl(url, sandbox, page)).toBeNull();
    expect(readableUrl(url, { ...sandbox, connectOrigins: ["https://cdn.example.com"] }, page)).toBe(url);
    // No policy known (a dev server or a static host): try, and let the browser decide.
    expect(readableUrl(url, null, page)).toBe(url);
    expect(readableUrl(url, { ...sandbox, connectOrigins: null }, page)).toBe(url);
  });

  it("reads nothing from a string that is no URL", () => {
    expect(readableUrl("not a url", proxy, page)).toBeNull();
  });
});
