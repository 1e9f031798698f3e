import { queryOptions } from "@tanstack/react-query";
import { SHARES_API, sharedViewSchema } from "../contract/shares.ts";
import { accessJson } from "./access-client.ts";

/** What a share link shows, asked with its token; a link that does not open throws (404 share_unavailable). */
export const sharedViewQuery = (token: string) =>
  queryOptions({
    queryKey: ["access", "shared", token],
    queryFn: () => accessJson(`${SHARES_API.open}${token}`, sharedViewSchema),
    // Each read counts a view: a refocused tab is not a new visitor.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

/**
 * A shared file's address as the page uses it: absolute (the 3D viewer reads it so), and only
 * one of the link's own file routes on this origin; anything else the server could send is not
 * made a link or a source.
 */
export function sharedFileUrl(url: string, token: string): string | null {
  if (!URL.canParse(url, window.location.origin)) return null;
  const absolute = new URL(url, window.location.origin);
  const own = absolute.origin === window.location.origin && absolute.pathname === `${SHARES_API.open}${token}/file`;
  return own ? absolute.href : null;
}
