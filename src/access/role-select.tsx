import { ROLES, type Role } from "../contract/access.ts";
import { roleName } from "./access-words.ts";

/** A choice of role, each by its name in the page's language; labelled by `id`'s label or `label`. */
export function RoleSelect({
  value,
  onChange,
  id,
  label,
}: {
  value: Role;
  onChange: (role: Role) => void;
  id?: string;
  label?: string;
}) {
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Role)}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
    >
      {ROLES.map((each) => (
        <option key={each} value={each}>
          {roleName(each)}
        </option>
      ))}
    </select>
  );
}
