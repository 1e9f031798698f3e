import { describe, expect, it } from "vitest";
import { ACCESS_CODES } from "../contract/access.ts";
import { AccessError } from "./access-client.ts";
import { problemText } from "./problem-words.ts";

const refusal = (status: number, code: string | null, message = "", retryAfter: number | null = null) =>
  new AccessError(status, code, message, retryAfter);

describe("problemText: a refusal in people's words", () => {
  it("words a wrong email or password, and a wrong current password", () => {
    expect(problemText(refusal(401, ACCESS_CODES.refused), "sign-in")).toBe("The email or password is wrong.");
    expect(problemText(refusal(401, ACCESS_CODES.refused), "password")).toBe("The current password is wrong.");
  });

  it("says how long to wait after too many attempts, from Retry-After", () => {
    expect(problemText(refusal(429, ACCESS_CODES.tooMany, "", 30), "sign-in")).toBe(
      "Too many attempts. Try again in 30 s.",
    );
    expect(problemText(refusal(429, ACCESS_CODES.tooMany, "", 895), "sign-in")).toBe(
      "Too many attempts. Try again in 14 min 55 s.",
    );
    expect(problemText(refusal(429, ACCESS_CODES.tooMany), "sign-in")).toBe(
      "Too many attempts. Wait a while, then try again.",
    );
  });

  it("tells a used setup link from a used invite", () => {
    expect(problemText(refusal(410, ACCESS_CODES.unusableToken), "setup")).toMatch(/start-up log prints a new one/);
    expect(problemText(refusal(400, ACCESS_CODES.unusableToken), "join")).toMatch(/Ask an owner/);
  });

  it("points to the setup link while the workspace has no owner", () => {
    expect(problemText(refusal(401, ACCESS_CODES.setupRequired), "people")).toMatch(/open the setup link/);
  });

  it("says the workspace keeps an owner", () => {
    expect(problemText(refusal(409, ACCESS_CODES.lastOwner, "Last owner."), "people")).toBe(
      "The workspace must keep an owner: make someone else an owner first.",
    );
  });

  it("says why this server cannot keep a service token", () => {
    expect(problemText(refusal(409, ACCESS_CODES.tokenNotSettable, "Not settable."), "people")).toMatch(
      /cannot keep a service token: the embedded sandbox answers it, or TASKDECK_SECRET is not set/,
    );
  });

  it("shows the server's own message for anything else, and words no answer at all", () => {
    expect(problemText(refusal(400, "invalid_body", "The email is too long."), "sign-in")).toBe(
      "The email is too long.",
    );
    expect(problemText(refusal(502, null, ""), "sign-in")).toBe("The server refused (HTTP 502).");
    expect(problemText(refusal(0, null, "TypeError: Failed to fetch"), "sign-in")).toMatch(/did not answer/);
    expect(problemText(new Error("wrong shape"), "people")).toMatch(/could not be read/);
  });
});
