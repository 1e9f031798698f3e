import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { ACCESS_API, type Me } from "../contract/access.ts";
import { Button } from "../components/button.tsx";
import { accessFetch } from "./access-client.ts";
import { auditActorName, roleName } from "./access-words.ts";
import { FormAlert } from "./form-parts.tsx";
import { PasswordForm } from "./password-form.tsx";
import { problemText } from "./problem-words.ts";
import { Section } from "./section.tsx";

/** Who is signed in, their password, and signing out (here, or on every browser at once). */
export function YourAccount({ me }: { me: Me }) {
  const { t } = useLingui();
  const signOut = useMutation({
    mutationFn: (everywhere: boolean) => accessFetch("POST", ACCESS_API.signOut, everywhere ? { everywhere } : {}),
    onSuccess: () => window.location.assign("/sign-in"),
  });
  const going = signOut.isPending || signOut.isSuccess;
  const local = me.mode === "local";
  const leave = (everywhere: boolean) => {
    if (!going) signOut.mutate(everywhere);
  };
  return (
    <Section title={t`Your account`}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {/* The local owner has no email: "Who: this machine". */}
        <dt className="font-medium text-slate-700">{local ? <Trans>Who</Trans> : <Trans>Email</Trans>}</dt>
        <dd className="[overflow-wrap:anywhere]">{local ? auditActorName("local") : me.person.email}</dd>
        <dt className="font-medium text-slate-700">
          <Trans>Role</Trans>
        </dt>
        <dd>{roleName(me.person.role)}</dd>
      </dl>
      {/* The local owner has no account: no password to change, no session to end. */}
      {local ? null : (
        <>
          <PasswordForm />
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
            <Button onClick={() => leave(false)} aria-disabled={going || undefined}>
              <Trans>Sign out</Trans>
            </Button>
            <Button onClick={() => leave(true)} aria-disabled={going || undefined}>
              <Trans>Sign out everywhere</Trans>
            </Button>
          </div>
          <FormAlert message={signOut.isError ? problemText(signOut.error, "people") : null} />
        </>
      )}
    </Section>
  );
}
