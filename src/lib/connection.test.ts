import { beforeEach, describe, expect, it } from "vitest";
import { SANDBOX_CONNECTION, loadConnection, saveConnection, type Connection } from "./connection.ts";

const custom: Connection = {
  preset: "custom",
  baseUrl: "https://api.example.com",
  token: "sk-live-123",
  remember: false,
  pollSeconds: 5,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("connection storage", () => {
  it("starts on the sandbox with its token, so a newcomer can submit at once", () => {
    expect(loadConnection()).toEqual(SANDBOX_CONNECTION);
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

  it("ignores damaged settings", () => {
    localStorage.setItem("taskdeck.connection", '{"preset":"custom","baseUrl":"ftp://x"');
    expect(loadConnection()).toEqual(SANDBOX_CONNECTION);
  });
});
