import { createPortal } from "react-dom";
import { ACCESS_PAGES } from "../../contract/access-pages.ts";
import { useConnection } from "../../lib/connection-context.tsx";

/** The header's place for it (components/app-header.tsx). */
export const ACCOUNT_SLOT = "account-slot";

/**
 * Who is signed in, in the header: the way to their account, the people and the audit log (the
 * access page's, issue 28). Drawn from the workspace's feed, a chunk every visit fetches after
 * the first paint, so the start-up chunk carries only its empty place.
 */
export function AccountLink() {
  const { server } = useConnection();
  const slot = document.getElementById(ACCOUNT_SLOT);
  if (!slot || typeof server?.account !== "string") return null;
  return createPortal(
    <a href={ACCESS_PAGES.people} className="text-sm font-medium text-brand-700 underline">
      {server.account}
    </a>,
    slot,
  );
}
