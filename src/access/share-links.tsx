import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { roleAllows, type Person } from "../contract/access.ts";
import { sharePath, type Share } from "../contract/shares.ts";
import { Button } from "../components/button.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { formatDateTime } from "../lib/format-time.ts";
import { accessFetch } from "./access-client.ts";
import { accessQueries } from "./access-queries.ts";
import { auditActorName } from "./access-words.ts";
import { FormAlert } from "./form-parts.tsx";
import { problemText } from "./problem-words.ts";
import { Section } from "./section.tsx";

/**
 * The workspace's share links, newest first: what each shows, who made it, until when, how many
 * times it was opened, and Revoke (a reviewer their own, an owner any; the server holds it too).
 */
export function ShareLinks({ me }: { me: Person }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const shares = useQuery(accessQueries.shares());
  const [asked, setAsked] = useState<Share | null>(null);
  const revoke = useMutation({
    mutationFn: (share: Share) => accessFetch("DELETE", sharePath(share.id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessQueries.shares().queryKey }),
  });
  const when = (ms: number) => formatDateTime(ms, { locale: i18n.locale });
  const kinds = { task: t`A task`, compare: t`A comparison`, run: t`A QA run` };
  // Expired as of the list's reading (it is read again on focus and after each revocation).
  const stateOf = (share: Share) =>
    share.revokedAt !== null
      ? t`Revoked ${when(share.revokedAt)}`
      : share.expiresAt === null
        ? t`Never expires`
        : share.expiresAt <= shares.dataUpdatedAt
          ? t`Expired ${when(share.expiresAt)}`
          : t`Until ${when(share.expiresAt)}`;
  const mayRevoke = (share: Share) =>
    share.revokedAt === null && (roleAllows(me.role, "owner") || share.madeBy === me.email);
  const list = shares.data ?? [];
  return (
    <Section title={t`Share links`}>
      {shares.isError ? <FormAlert message={problemText(shares.error, "people")} /> : null}
      {revoke.isError ? <FormAlert message={problemText(revoke.error, "people")} /> : null}
      {shares.isPending ? (
        <p className="text-sm text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No link made yet: a task's menu, Compare and a QA run each have Share.</Trans>
        </p>
      ) : (
        <table className="w-full text-left text-xs sm:text-sm">
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              {[t`What`, t`Made by`, t`Made`, t`Works`, t`Views`, t`Action`].map((name) => (
                <th key={name} scope="col" className="py-2 pr-2 font-medium">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((share) => (
              <tr key={share.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-2">{kinds[share.kind]}</td>
                <td className="py-2 pr-2 break-all">{auditActorName(share.madeBy)}</td>
                <td className="py-2 pr-2">{when(share.createdAt)}</td>
                <td className="py-2 pr-2">{stateOf(share)}</td>
                <td className="py-2 pr-2">{share.views}</td>
                <td className="py-2 pr-2">
                  {mayRevoke(share) ? (
                    <Button size="sm" onClick={() => setAsked(share)}>
                      {t`Revoke`}
                      <span className="sr-only">
                        {" "}
                        {kinds[share.kind]} {when(share.createdAt)}
                      </span>
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t`Revoke this link?`}
        cancelLabel={t({ context: "share link", message: "Keep it" })}
        onCancel={() => setAsked(null)}
        actions={[
          {
            label: t`Revoke`,
            variant: "danger",
            onClick: () => {
              if (asked) revoke.mutate(asked);
              setAsked(null);
            },
          },
        ]}
      >
        <Trans>Whoever holds it will see "This link does not open" from now on. This cannot be undone.</Trans>
      </ConfirmDialog>
    </Section>
  );
}
