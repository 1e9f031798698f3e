import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ACCESS_API, type Person, type Role } from "../contract/access.ts";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { accessFetch } from "./access-client.ts";
import { accessQueries } from "./access-queries.ts";
import { FormAlert } from "./form-parts.tsx";
import { PersonRow } from "./person-row.tsx";
import { problemText } from "./problem-words.ts";
import { Section } from "./section.tsx";

type Change = { id: string; role: Role } | { id: string; remove: true };

const personPath = (id: string) => `${ACCESS_API.people}/${encodeURIComponent(id)}`;

/** Everyone with an account, their role to change, and removing them (asked first). */
export function PeopleTable({ me }: { me: Person }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const people = useQuery(accessQueries.people());
  const [removing, setRemoving] = useState<Person | null>(null);
  const removingEmail = removing?.email ?? "";
  const change = useMutation({
    mutationFn: (change: Change) =>
      "remove" in change
        ? accessFetch("DELETE", personPath(change.id))
        : accessFetch("PATCH", personPath(change.id), { role: change.role }),
    // Refused or not, the list (and one's own role, and the log) is read again as the server has it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessQueries.all() }),
  });
  // The role just chosen shows while it is sent, not the old one until the list is read again.
  const shownRole = (person: Person) =>
    change.isPending && change.variables.id === person.id && "role" in change.variables
      ? change.variables.role
      : person.role;
  return (
    <Section title={t({ message: "People", context: "access" })}>
      <FormAlert message={change.isError ? problemText(change.error, "people") : null} />
      {people.isError ? <FormAlert message={problemText(people.error, "people")} /> : null}
      {people.isPending ? (
        <p className="text-sm text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : people.data?.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No accounts yet.</Trans>
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Email</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Role</Trans>
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">
                  <Trans context="person">Remove</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {people.data?.map((person) => (
              <PersonRow
                key={person.id}
                person={person}
                isMe={person.id === me.id}
                role={shownRole(person)}
                onRole={(role) => change.mutate({ id: person.id, role })}
                onRemove={() => setRemoving(person)}
              />
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t`Remove ${removingEmail}?`}
        cancelLabel={t({ message: "Cancel", context: "person" })}
        onCancel={() => setRemoving(null)}
        actions={[
          {
            label: t({ message: "Remove", context: "person" }),
            variant: "danger",
            onClick: () => {
              if (removing) change.mutate({ id: removing.id, remove: true });
              setRemoving(null);
            },
          },
        ]}
      >
        <Trans>
          Their sessions end at once and they can no longer open this workspace. An invite can bring them back.
        </Trans>
      </ConfirmDialog>
    </Section>
  );
}
