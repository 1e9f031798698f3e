import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ACCESS_API, INVITE_HOURS, inviteSchema, type Role } from "../contract/access.ts";
import { Button } from "../components/button.tsx";
import { CopyButton } from "../components/copy-button.tsx";
import { Field, inputClass } from "../components/field.tsx";
import { formatDateTime } from "../lib/format-time.ts";
import { accessFetch } from "./access-client.ts";
import { accessQueries } from "./access-queries.ts";
import { roleName } from "./access-words.ts";
import { FormAlert } from "./form-parts.tsx";
import { problemText } from "./problem-words.ts";
import { RoleSelect } from "./role-select.tsx";
import { Section } from "./section.tsx";

/** A one-use link that makes an account with the role chosen here; shown whole, to send by any means. */
export function InviteMaker() {
  const { t, i18n } = useLingui();
  const roleId = useId();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<Role>("viewer");
  const invite = useMutation({
    mutationFn: async (role: Role) =>
      inviteSchema.parse(await (await accessFetch("POST", ACCESS_API.invites, { role })).json()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessQueries.audit().queryKey }),
  });
  const made = invite.data;
  const link = made ? window.location.origin + made.link : "";
  const madeRole = made ? roleName(made.role) : "";
  const until = made ? formatDateTime(made.expiresAt, { locale: i18n.locale }) : "";
  return (
    <Section title={t`Invite`}>
      <p className="text-sm text-slate-700">
        <Trans>
          An invite link makes one account, with the role chosen here. It works once, for {INVITE_HOURS} hours.
        </Trans>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={roleId} className="text-sm font-medium text-slate-800">
          <Trans>Role</Trans>
        </label>
        <RoleSelect id={roleId} value={role} onChange={setRole} />
        <Button
          variant="primary"
          aria-disabled={invite.isPending || undefined}
          onClick={() => {
            if (!invite.isPending) invite.mutate(role);
          }}
        >
          <Trans>Make invite link</Trans>
        </Button>
      </div>
      <FormAlert message={invite.isError ? problemText(invite.error, "people") : null} />
      {made ? (
        <Field
          label={t`Invite link (${madeRole})`}
          description={t`It works once, until ${until}.`}
          aside={<CopyButton text={link} label={t`Copy`} />}
        >
          {(ids) => (
            <input
              id={ids.control}
              readOnly
              value={link}
              aria-describedby={ids.describedBy}
              onFocus={(event) => event.currentTarget.select()}
              className={`${inputClass} font-mono`}
            />
          )}
        </Field>
      ) : null}
    </Section>
  );
}
