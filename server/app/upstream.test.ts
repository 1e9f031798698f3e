import { describe, expect, it } from "vitest";
import { upstreamHeaders } from "./upstream.ts";

describe("what goes up as the token", () => {
  const page = { authorization: "Bearer the-page-s-own", cookie: "taskdeck_session=x" };

  it("is the server's token where it holds one, never the page's, nor the page's cookie", () => {
    expect(upstreamHeaders(page, { held: true, token: "server-token" })).toMatchObject({
      authorization: "Bearer server-token",
    });
    expect(upstreamHeaders(page, { held: true, token: "server-token" })).not.toHaveProperty("cookie");
  });

  it("is nothing while a server that holds the token has none (an owner removed it on the way)", () => {
    expect(upstreamHeaders(page, { held: true, token: null })).not.toHaveProperty("authorization");
  });

  it("is the page's own where the server passes each page's on", () => {
    expect(upstreamHeaders(page, { held: false, token: null })).toMatchObject({
      authorization: "Bearer the-page-s-own",
    });
  });
});
