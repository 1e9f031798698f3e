import { Trans, useLingui } from "@lingui/react/macro";
import { setupSchema } from "../contract/access.ts";
import { AccountForm } from "./account-form.tsx";
import { AccessCard } from "./access-card.tsx";
import { unusableLinkText } from "./problem-words.ts";

/** The link's token: after `#`, so it never reaches a server's log. */
export const tokenOf = (hash: string) => hash.replace(/^#/, "");

/** /setup#token (the first owner, from the start-up log) and /join#token (an invite). */
export function TokenPage({ kind }: { kind: "setup" | "join" }) {
  const { t } = useLingui();
  const token = tokenOf(window.location.hash);
  const usable = setupSchema.shape.token.safeParse(token).success;
  const setup = kind === "setup";
  return (
    <AccessCard title={setup ? t`Create the owner's account` : t`Join this workspace`}>
      <p className="mb-4 text-sm text-slate-700">
        {setup ? (
          <Trans>
            This link comes from the server's start-up log. The account you create owns the workspace: it invites people
            and chooses what each of them may do. From then on, everyone signs in.
          </Trans>
        ) : (
          <Trans>
            An owner of this workspace invited you. Choose the email and password you will sign in with; what you may do
            comes with the invite.
          </Trans>
        )}
      </p>
      {usable ? (
        <AccountForm kind={kind} token={token} submitLabel={setup ? t`Create the owner's account` : t`Join`} />
      ) : (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {unusableLinkText(kind)}
        </p>
      )}
    </AccessCard>
  );
}
