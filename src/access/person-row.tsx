import { Trans, useLingui } from "@lingui/react/macro";
import type { Person, Role } from "../contract/access.ts";
import { Button } from "../components/button.tsx";
import { RoleSelect } from "./role-select.tsx";

type Props = { person: Person; isMe: boolean; role: Role; onRole: (role: Role) => void; onRemove: () => void };

/** One person of the people table: their role to change, and Remove (which asks first). */
export function PersonRow({ person, isMe, role, onRole, onRemove }: Props) {
  const { t } = useLingui();
  const { email } = person;
  return (
    <tr className="border-b border-slate-100 align-middle">
      <td className="py-2 pr-3 [overflow-wrap:anywhere]">
        {email}
        {isMe ? <span className="ml-1 text-slate-600">{t`(you)`}</span> : null}
      </td>
      <td className="py-2 pr-3">
        <RoleSelect label={t`Role of ${email}`} value={role} onChange={onRole} />
      </td>
      <td className="py-2 text-right">
        <Button size="sm" aria-label={t`Remove ${email}`} onClick={onRemove}>
          <Trans context="person">Remove</Trans>
        </Button>
      </td>
    </tr>
  );
}
