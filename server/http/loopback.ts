import ipaddr from "ipaddr.js";

/** True for a peer on this machine: 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.x). */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "loopback";
}
