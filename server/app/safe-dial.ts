import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** A file host this server may not reach: loopback, private, link-local, CGNAT, unique-local, mapped… */
export class ForbiddenAddressError extends Error {
  readonly code = "ERR_FORBIDDEN_ADDRESS";
}

/**
 * Only ordinary public unicast addresses. ipaddr.js names every special range (RFC 6890 and
 * later); IPv4-mapped and IPv4-compatible IPv6 forms are refused outright, since they reach
 * IPv4 hosts the IPv4 check would refuse.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  return parsed.range() === "unicast";
}

/** Why a URL may not be fetched before any lookup, or null: http(s) only, and no forbidden IP literal. */
export function urlProblem(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return "only http(s) URLs are fetched";
  if (url.username || url.password) return "URLs with credentials are not fetched";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && isIP(host) && !isPublicAddress(host)) return `${host} is not a public address`;
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net.connect and tls.connect (undici passes it through): the name is resolved
 * once, every address is checked, and the connection goes to the address that was checked,
 * so a second answer from DNS (rebinding) cannot slip a private address in.
 */
export function checkingLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0)
      return callback(new ForbiddenAddressError(`${hostname} resolves to ${refused?.address ?? "nothing"}`), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}
