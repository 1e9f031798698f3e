import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ACCESS_API } from "../contract/access.ts";
import { buttonClass } from "../components/button.tsx";
import { formatDateTime } from "../lib/format-time.ts";
import { accessQueries } from "./access-queries.ts";
import { auditActionName, auditActorName } from "./access-words.ts";
import { FormAlert } from "./form-parts.tsx";
import { problemText } from "./problem-words.ts";
import { Section } from "./section.tsx";

/** The page shows the newest entries; the CSV file has them all. */
const SHOWN = 200;

/** Who did what, newest first: signing in and out, accounts and roles, QA runs sent and stopped. */
export function AuditLog() {
  const { t, i18n } = useLingui();
  const audit = useQuery(accessQueries.audit());
  const entries = audit.data ?? [];
  const shown = Math.min(entries.length, SHOWN);
  const total = entries.length;
  return (
    <Section title={t`Audit log`}>
      <a href={`${ACCESS_API.audit}?format=csv`} download className={`inline-block ${buttonClass({ size: "sm" })}`}>
        <Trans>Download CSV</Trans>
      </a>
      {audit.isError ? <FormAlert message={problemText(audit.error, "people")} /> : null}
      {audit.isPending ? (
        <p className="text-sm text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : total === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Nothing recorded yet.</Trans>
        </p>
      ) : (
        <>
          {total > shown ? (
            <p className="text-sm text-slate-600">
              <Trans>
                The newest {shown} of {total} entries; the CSV file has them all.
              </Trans>
            </p>
          ) : null}
          {/* Cells wrap anywhere: the five columns fit a 360 px screen without scrolling sideways. */}
          <table className="w-full text-left text-xs sm:text-sm">
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  <Trans>Time</Trans>
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  <Trans>Who</Trans>
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  <Trans>What</Trans>
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  <Trans>Detail</Trans>
                </th>
                <th scope="col" className="py-2 font-medium">
                  <Trans>Address</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="[overflow-wrap:anywhere]">
              {entries.slice(0, SHOWN).map((entry, index) => (
                <tr key={`${entry.at}-${index}`} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-2">{formatDateTime(entry.at, { locale: i18n.locale })}</td>
                  <td className="py-2 pr-2">{auditActorName(entry.actor)}</td>
                  <td className="py-2 pr-2">{auditActionName(entry.action)}</td>
                  <td className="py-2 pr-2">{entry.detail}</td>
                  <td className="py-2 font-mono">{entry.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Section>
  );
}
