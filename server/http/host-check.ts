import { isIP } from "node:net";
import { z } from "zod";

/** ALLOWED_HOSTS: host names (`.example.com`: it and its subdomains), as Vite's allowedHosts takes them. */
export const hostListSchema = z
  .string()
  .default("")
  .transform((list) =>
    list
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^\.?[a-z0-9-]+(?:\.[a-z0-9-]+)*$/, "must list host names, without port or scheme")));

/** Wildcard addresses name no host: no request arrives for them. */
const WILDCARDS = new Set(["0.0.0.0", "::", "[::]"]);

/** The allowed names plus the host name the server listens on (HOST), when it is one (IP literals always pass). */
export function withListenHost(names: readonly string[], host: string | undefined): string[] {
  return host && !WILDCARDS.has(host) && !isIP(host) ? [...names, host.toLowerCase()] : [...names];
}

/**
 * The Host names a server answers to, against DNS rebinding: a page on attacker.example whose
 * name later resolves to this machine is same-origin to the browser (its Origin and Host both
 * say attacker.example), so only the Host header tells it apart. The rule is Vite's own
 * (`server.allowedHosts`), so `npm start` and the Vite servers answer the same hosts:
 * - `localhost` and `*.localhost` (browsers resolve them to loopback themselves);
 * - any IP literal, `127.0.0.1` and `[::1]` included (a DNS name never arrives as one);
 * - each name in `names`, exactly, or a name and all its subdomains when written `.example.com`.
 * Any port. A request without Host (HTTP/1.0) is let through: a browser always sends one.
 */
export function hostChecker(names: readonly string[]): (host: string | undefined) => boolean {
  const listed = names.map((name) => name.toLowerCase());
  // Headers that passed once: a handful of values in practice, so the check costs a lookup.
  const passed = new Set<string>();
  return (host) => {
    if (host === undefined || passed.has(host)) return true;
    if (!isAllowed(host.toLowerCase(), listed)) return false;
    if (passed.size < 64) passed.add(host);
    return true;
  };
}

function isAllowed(host: string, listed: readonly string[]): boolean {
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end > 0 && isIP(host.slice(1, end)) === 6 && /^(?::\d{1,5})?$/.test(host.slice(end + 1));
  }
  const colon = host.indexOf(":");
  const name = colon === -1 ? host : host.slice(0, colon);
  if (colon !== -1 && !/^\d{1,5}$/.test(host.slice(colon + 1))) return false;
  if (isIP(name) === 4 || name === "localhost" || name.endsWith(".localhost")) return true;
  return listed.some(
    (entry) => entry === name || (entry.startsWith(".") && (entry.slice(1) === name || name.endsWith(entry))),
  );
}
