import { ACCESS_PAGES } from "../contract/access.ts";

/**
 * Whether `next` is a path of this site, safe to go to after signing in: it starts with one
 * "/" and stays on `origin`. "//host" and "/\host" are other sites to a browser, and a tab or a
 * line break inside is dropped by its URL parser ("/\t/host" reads "//host"): none of them pass.
 */
export function isOwnPath(next: string, origin: string): boolean {
  if (!next.startsWith("/") || next.startsWith("//") || next.includes("\\") || hasControl(next)) return false;
  try {
    return new URL(next, origin).origin === origin;
  } catch {
    return false;
  }
}

const hasControl = (text: string) => Array.from(text).some((char) => char < " " || char === "\u007f");

type Place = Pick<Location, "pathname" | "search" | "origin">;

/**
 * Where to go once signed in: the `next` parameter when it is a path of this site; else the
 * address asked for, when this page stood in for the app there (or for /people); else the app.
 */
export function afterSignIn({ pathname, search, origin }: Place): string {
  const next = new URLSearchParams(search).get("next");
  if (next !== null && isOwnPath(next, origin)) return next;
  const asked = pathname + search;
  return pathname !== ACCESS_PAGES.signIn && isOwnPath(asked, origin) ? asked : "/";
}
