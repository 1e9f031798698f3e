import { ACCESS_PAGES } from "../contract/access.ts";
import { SHARE_PAGE } from "../contract/shares.ts";

/** The access pages, and a share link's page (`/s/<token>`), which access.html shows too. */
export type AccessPage = keyof typeof ACCESS_PAGES | "share";

const PAGE_BY_PATH = new Map<string, AccessPage>(
  (Object.entries(ACCESS_PAGES) as [keyof typeof ACCESS_PAGES, string][]).map(([page, path]) => [path, page]),
);

/**
 * What access.html shows at `pathname`: the page of that path, a share link's page under
 * SHARE_PAGE, else signing in (the server serves this page at any of the app's addresses when
 * someone must sign in first).
 */
export function pageOf(pathname: string): AccessPage {
  if (shareTokenOf(pathname)) return "share";
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PAGE_BY_PATH.get(path) ?? "signIn";
}

/** The token of a share link's address (`/s/<token>`), or null: one segment, as links are made. */
export function shareTokenOf(pathname: string): string | null {
  if (!pathname.startsWith(SHARE_PAGE)) return null;
  const token = pathname.slice(SHARE_PAGE.length).replace(/\/$/, "");
  return /^[\w.-]{1,200}$/.test(token) ? token : null;
}
