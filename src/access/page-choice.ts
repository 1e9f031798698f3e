import { ACCESS_PAGES } from "../contract/access.ts";

export type AccessPage = keyof typeof ACCESS_PAGES;

const PAGE_BY_PATH = new Map<string, AccessPage>(
  (Object.entries(ACCESS_PAGES) as [AccessPage, string][]).map(([page, path]) => [path, page]),
);

/**
 * What access.html shows at `pathname`: the page of that path, else signing in (the server
 * serves this page at any of the app's addresses when someone must sign in first).
 */
export function pageOf(pathname: string): AccessPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PAGE_BY_PATH.get(path) ?? "signIn";
}
