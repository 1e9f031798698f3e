import { describe, expect, it } from "vitest";
import { pageOf } from "./page-choice.ts";

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
