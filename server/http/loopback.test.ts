import { describe, expect, it } from "vitest";
import { isLoopbackPeer, listensBeyondLoopback } from "./loopback.ts";

describe("isLoopbackPeer", () => {
  it.each(["127.0.0.1", "127.1.2.3", "127.255.255.254", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1"])(
    "takes %s for this machine",
    (address) => expect(isLoopbackPeer(address)).toBe(true),
  );

  it.each([
    "192.0.2.2",
    "10.0.0.1",
    "0.0.0.0",
    "::",
    "fe80::1",
    "::ffff:192.0.2.2",
    "128.0.0.1",
    "localhost",
    "127.0.0.1.example.com",
    "",
    undefined,
  ])("takes %s for another machine", (address) => expect(isLoopbackPeer(address)).toBe(false));
});

describe("listensBeyondLoopback", () => {
  it.each([undefined, "", "0.0.0.0", "::", "[::]", "192.0.2.1", "deck.internal", "10.0.0.1"])(
    "takes %s as reachable from other machines",
    (host) => expect(listensBeyondLoopback(host)).toBe(true),
  );
  it.each(["127.0.0.1", "127.8.9.1", "::1", "[::1]", "localhost"])("takes %s as this machine only", (host) =>
    expect(listensBeyondLoopback(host)).toBe(false),
  );
});
