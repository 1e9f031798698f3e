import { describe, expect, it } from "vitest";
import { afterSignIn, isOwnPath } from "./next-path.ts";

const origin = "https://deck.example.test";
const at = (pathname: string, search = "") => ({ pathname, search, origin });

describe("isOwnPath: where signing in may lead", () => {
  it.each(["/", "/people", "/?tab=runs", "/people#audit", "/a/b?c=d&e=%2F%2Fx"])("takes %s", (next) => {
    expect(isOwnPath(next, origin)).toBe(true);
  });

  it("takes encoded slashes as one path of this site: a browser does not decode them into a host", () => {
    expect(isOwnPath("/%2F%2Fevil.example", origin)).toBe(true);
  });

  it.each([
    ["another site, scheme-relative", "//evil.example"],
    ["another site, with a backslash", "/\\evil.example"],
    ["a backslash later on", "/a\\b"],
    ["a tab the URL parser drops", "/\t/evil.example"],
    ["a line break", "/\n/evil.example"],
    ["an absolute URL", "https://evil.example/"],
    ["a script", "javascript:alert(1)"],
    ["a relative path", "people"],
    ["nothing", ""],
  ])("refuses %s", (_, next) => {
    expect(isOwnPath(next, origin)).toBe(false);
  });
});

describe("afterSignIn", () => {
  it("goes to a safe next parameter", () => {
    expect(afterSignIn(at("/sign-in", "?next=%2Fpeople"))).toBe("/people");
    expect(afterSignIn(at("/sign-in", "?next=/%3Fx%3D1"))).toBe("/?x=1");
  });

  it("goes to the app instead of an unsafe one", () => {
    expect(afterSignIn(at("/sign-in", "?next=//evil.example"))).toBe("/");
    expect(afterSignIn(at("/sign-in", "?next=https%3A%2F%2Fevil.example"))).toBe("/");
    // Read decoded, these are "///evil.example" (another host to a browser), "/\evil.example" and a script.
    expect(afterSignIn(at("/sign-in", "?next=/%2F%2Fevil.example"))).toBe("/");
    expect(afterSignIn(at("/sign-in", "?next=/%5Cevil.example"))).toBe("/");
    expect(afterSignIn(at("/sign-in", "?next=javascript:alert(1)"))).toBe("/");
    expect(afterSignIn(at("/sign-in"))).toBe("/");
    // It stands in for the app at any address opened signed out, "//evil.example" too.
    expect(afterSignIn(at("//evil.example"))).toBe("/");
  });

  it("stays at the address this page stood in for (the app's, or /people)", () => {
    expect(afterSignIn(at("/"))).toBe("/");
    expect(afterSignIn(at("/", "?tab=runs"))).toBe("/?tab=runs");
    expect(afterSignIn(at("/people"))).toBe("/people");
  });
});
