import { t } from "@lingui/core/macro";
import { readErrorBody } from "../../contract/error-body.ts";
import { SHARE_PAGE, SHARES_API } from "../../contract/share-paths.ts";
import type { ShareRequest } from "../../contract/shares.ts";

/** What the dialog needs of a link just made (contract: madeShareSchema). */
export type MadeLink = { link: string; expiresAt: number | null };

/** Asks the workspace for a share link; a refusal throws with the server's words. */
export async function makeShare(request: ShareRequest): Promise<MadeLink> {
  let response: Response;
  try {
    response = await fetch(SHARES_API.list, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(request),
    });
  } catch {
    throw new Error(
      t({ context: "share link", message: "The server did not answer. Check the connection, then try again." }),
    );
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const status = response.status;
    throw new Error(
      readErrorBody(json)?.message ?? t({ context: "share link", message: `The server refused (HTTP ${status}).` }),
    );
  }
  // Read by hand, not with the contract's schema: its zod parts would join the start-up chunk's copy of zod.
  const { link, expiresAt } = (json ?? {}) as Partial<Record<keyof MadeLink, unknown>>;
  const path = typeof link === "string" && link.startsWith(SHARE_PAGE) && !link.includes("//");
  if (!path || !(expiresAt === null || typeof expiresAt === "number"))
    throw new Error(t`The server's answer is not a share link.`);
  return { link, expiresAt };
}
