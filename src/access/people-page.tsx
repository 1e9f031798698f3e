import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ACCESS_CODES, roleAllows } from "../contract/access.ts";
import { Button } from "../components/button.tsx";
import { AccessError } from "./access-client.ts";
import { AccessCard } from "./access-card.tsx";
import { accessQueries } from "./access-queries.ts";
import { AuditLog } from "./audit-log.tsx";
import { FormAlert } from "./form-parts.tsx";
import { InviteMaker } from "./invite-maker.tsx";
import { PeopleTable } from "./people-table.tsx";
import { problemText } from "./problem-words.ts";
import { ServiceToken } from "./service-token.tsx";
import { ShareLinks } from "./share-links.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { YourAccount } from "./your-account.tsx";

/** /people: who asks first (signed out: the sign-in form, back here after); an owner sees everyone too. */
export function PeoplePage() {
  const { t } = useLingui();
  const me = useQuery(accessQueries.me());
  // No owner yet (a server reachable from other machines): signing in cannot help, the setup link can.
  const { error } = me;
  if (error instanceof AccessError && error.status === 401 && error.code !== ACCESS_CODES.setupRequired)
    return (
      <AccessCard title={t`Sign in to Taskdeck`}>
        <p className="mb-4 text-sm text-slate-700">
          <Trans>Sign in to see your account and the people of this workspace.</Trans>
        </p>
        <SignInForm />
      </AccessCard>
    );
  return (
    <AccessCard wide title={t`People and access`}>
      <div className="space-y-5">
        <a href="/" className="inline-block text-sm text-brand-700 underline hover:text-brand-800">
          <Trans>Back to Taskdeck</Trans>
        </a>
        {me.isPending ? (
          <p className="text-sm text-slate-600">
            <Trans>Loading…</Trans>
          </p>
        ) : me.isError ? (
          <div className="space-y-3">
            <FormAlert message={problemText(me.error, "people")} />
            <Button onClick={() => void me.refetch()}>
              <Trans context="access">Try again</Trans>
            </Button>
          </div>
        ) : (
          <>
            {me.data.mode === "local" ? (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <Trans>
                  This server is open to this machine only, and nobody signs in: whoever uses it here is its owner.
                  Creating the first account (with an invite link made below, role Owner) makes everyone sign in, you
                  too.
                </Trans>
              </p>
            ) : null}
            <YourAccount me={me.data} />
            {roleAllows(me.data.person.role, "owner") ? (
              <>
                <PeopleTable me={me.data.person} />
                <InviteMaker />
                <ServiceToken />
              </>
            ) : null}
            {roleAllows(me.data.person.role, "reviewer") ? <ShareLinks me={me.data.person} /> : null}
            {roleAllows(me.data.person.role, "owner") ? <AuditLog /> : null}
          </>
        )}
      </div>
    </AccessCard>
  );
}
