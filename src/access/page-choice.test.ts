import { describe, expect, it } from "vitest";
import { pageOf, shareTokenOf } from "./page-choice.ts";

describe("pageOf: what access.html shows at an address", () => {
  it("shows the page of each access path", () => {
    expect(pageOf("/sign-in")).toBe("signIn");
    expect(pageOf("/setup")).toBe("setup");
    expect(pageOf("/join")).toBe("join");
    expect(pageOf("/people")).toBe("people");
    expect(pageOf("/people/")).toBe("people");
  });

  it("signs in anywhere else it is served (an app address while signed out)", () => {
    expect(pageOf("/")).toBe("signIn");
    expect(pageOf("/access.html")).toBe("signIn");
    expect(pageOf("/people/someone")).toBe("signIn");
    expect(pageOf("/PEOPLE")).toBe("signIn");
  });
});

describe("shareTokenOf: a share link's page", () => {
  it("shows a share link's page at /s/<token>, with its token", () => {
    expect(pageOf("/s/abc.def")).toBe("share");
    expect(shareTokenOf("/s/AbC_1-2.xY-z_")).toBe("AbC_1-2.xY-z_");
    expect(shareTokenOf("/s/abc.def/")).toBe("abc.def");
  });

  it("has no token for an empty, nested or odd one (the sign-in page, then)", () => {
    for (const path of ["/s/", "/s", "/s/a/b", "/s/a%2Fb", "/share/abc", "/people"]) {
      expect(shareTokenOf(path)).toBeNull();
    }
    expect(pageOf("/s/")).toBe("signIn");
  });
});
