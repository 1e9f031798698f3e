import { describe, expect, it } from "vitest";
import { checkingLookup, isPublicAddress, urlProblem } from "./safe-dial.ts";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "0.0.0.0",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:8.8.8.8",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "ff02::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "93.184.216.34", "2606:4700:4700::1111"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("urlProblem", () => {
  it("refuses other schemes, credentials and private IP literals in any spelling", () => {
    for (const url of [
      "file:///etc/passwd",
      "ftp://a/b",
      "https://user:pw@cdn.example.com/a",
      "http://127.0.0.1/",
      "http://[::1]/",
      "http://0x7f.1/",
      "http://2130706433/",
      "http://[::ffff:7f00:1]/",
    ])
      expect(urlProblem(new URL(url), false), url).not.toBeNull();
    expect(urlProblem(new URL("http://127.0.0.1/"), true)).toBeNull();
    expect(urlProblem(new URL("https://cdn.example.com/a.glb"), false)).toBeNull();
  });
});

describe("checkingLookup", () => {
  it("refuses a name that resolves to loopback, before any connection", async () => {
    const error = await new Promise<Error | null>((resolve) => checkingLookup("localhost", {}, (e) => resolve(e)));
    expect(error?.message).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
  });
});
