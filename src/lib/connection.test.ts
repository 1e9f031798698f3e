import { beforeEach, describe, expect, it } from "vitest";
import {
  SERVER_CONNECTION,
  effectiveConnection,
  endpointFor,
  loadConnection,
  saveConnection,
  type Connection,
} from "./connection.ts";
import type { ServerConfig } from "./server-config.ts";

const custom: Connection = {
  preset: "custom",
  baseUrl: "https://api.example.com",
  token: "sk-live-123",
  remember: false,
  pollSeconds: 5,
  timeoutSeconds: 30,
  hiddenPolling: "slower",
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("connection storage", () => {
  it("starts on the sandbox with its token, so a newcomer can submit at once", () => {
    expect(loadConnection()).toEqual(SERVER_CONNECTION);
  });

  it("keeps the token for this browser session only, by default", () => {
    saveConnection(custom);
    expect(localStorage.getItem("taskdeck.connection")).not.toContain("sk-live-123");
    expect(sessionStorage.getItem("taskdeck.token")).toBe("sk-live-123");
    expect(loadConnection()).toEqual(custom);
    sessionStorage.clear();
    expect(loadConnection()).toEqual({ ...custom, token: "" });
  });

  it("remembers the token on this device when asked, and forgets it again when not", () => {
    saveConnection({ ...custom, remember: true });
    sessionStorage.clear();
    expect(loadConnection().token).toBe("sk-live-123");
    saveConnection(custom);
    expect(localStorage.getItem("taskdeck.token")).toBeNull();
  });

  it("reads settings saved before the production server, when this server was always the sandbox", () => {
    localStorage.setItem("taskdeck.connection", '{"preset":"sandbox","baseUrl":"","remember":false,"pollSeconds":2}');
    expect(loadConnection()).toEqual({ ...SERVER_CONNECTION, pollSeconds: 2 });
  });

  it("ignores damaged settings", () => {
    localStorage.setItem("taskdeck.connection", '{"preset":"custom","baseUrl":"ftp://x"');
    expect(loadConnection()).toEqual(SERVER_CONNECTION);
  });
});

describe("effectiveConnection", () => {
  const proxy: ServerConfig = {
    api: "proxy",
    tokenOnServer: false,
    fileProxy: true,
    shared: false,
    connectOrigins: [],
  };

  it("sends no token through a server that holds it", () => {
    const server = { ...proxy, tokenOnServer: true };
    expect(effectiveConnection({ ...SERVER_CONNECTION, token: "typed" }, server).token).toBe("");
  });

  it("does not hand the sandbox's public token to a real service behind the proxy", () => {
    expect(effectiveConnection(SERVER_CONNECTION, proxy).token).toBe("");
    expect(effectiveConnection({ ...SERVER_CONNECTION, token: "sk-mine" }, proxy).token).toBe("sk-mine");
  });

  it("leaves the sandbox and a custom service as they are", () => {
    expect(effectiveConnection(SERVER_CONNECTION, null)).toEqual(SERVER_CONNECTION);
    expect(effectiveConnection(custom, { ...proxy, tokenOnServer: true })).toEqual(custom);
  });
});

describe("endpointFor", () => {
  const server = { ...SERVER_CONNECTION, baseUrl: "" };

  it("reaches a task only through a connection to the service it was sent to", () => {
    expect(endpointFor({ baseUrl: "https://api.example.com" }, custom)).toBe(custom);
    expect(endpointFor({ baseUrl: "" }, server)).toBe(server);
  });

  it("never hands the token to another service's task", () => {
    expect(endpointFor({ baseUrl: "https://evil.example" }, custom)).toBeNull();
    expect(endpointFor({ baseUrl: "https://api.example.com.evil.example" }, custom)).toBeNull();
    expect(endpointFor({ baseUrl: "https://api.example.com/tenant-b" }, custom)).toBeNull();
    expect(endpointFor({ baseUrl: "http://api.example.com" }, custom)).toBeNull();
    expect(endpointFor({ baseUrl: "https://api.example.com" }, server)).toBeNull();
    expect(endpointFor({ baseUrl: "" }, custom)).toBeNull();
  });

  it("takes the same service written another way for the same", () => {
    expect(endpointFor({ baseUrl: "https://API.example.com/" }, custom)).toBe(custom);
    expect(endpointFor({ baseUrl: "https://api.example.com:443" }, custom)).toBe(custom);
  });
});
