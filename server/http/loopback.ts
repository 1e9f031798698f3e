import type { AddressInfo } from "node:net";
import ipaddr from "ipaddr.js";

/** True for a peer on this machine: 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.x). */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "loopback";
}

/** True once `server` listens on a loopback address alone (127.0.0.1, ::1): no other machine can reach it. */
export function listensOnLoopback(server: { address(): AddressInfo | string | null }): boolean {
  const address = server.address();
  return typeof address === "object" && address !== null && isLoopbackPeer(address.address);
}

/**
 * True when a server told to listen on `host` can be reached from other machines: every
 * interface (unset, 0.0.0.0, ::) or any address or name but loopback's.
 */
export function listensBeyondLoopback(host: string | undefined): boolean {
  if (!host) return true;
  const bare = host.replace(/^\[|\]$/g, "");
  return bare !== "localhost" && !isLoopbackPeer(bare);
}
