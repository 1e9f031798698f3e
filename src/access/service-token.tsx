import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ServiceTokenStatus } from "../contract/access.ts";
import { formatDateTime } from "../lib/format-time.ts";
import { accessQueries } from "./access-queries.ts";
import { auditActorName } from "./access-words.ts";
import { FormAlert } from "./form-parts.tsx";
import { problemText } from "./problem-words.ts";
import { Section } from "./section.tsx";
import { ServiceTokenForm } from "./service-token-form.tsx";

const TEXT = "text-sm text-slate-700";

/** The token the server sends to the service with: where it comes from, and setting or removing it here. */
export function ServiceToken() {
  const { t } = useLingui();
  const status = useQuery(accessQueries.serviceToken());
  return (
    <Section title={t`Service token`}>
      {status.data ? <ServiceTokenView status={status.data} /> : null}
      {status.isError ? <FormAlert message={problemText(status.error, "people")} /> : null}
      {status.isPending ? (
        <p className="text-sm text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
    </Section>
  );
}

/** The section's content for one status: what the server holds, and the form when a token can be kept here. */
export function ServiceTokenView({ status }: { status: ServiceTokenStatus }) {
  // The sandbox's own token is the one used: where another would come from does not matter here.
  if (status.unsettable === "sandbox")
    return (
      <p className={TEXT}>
        <Trans>
          The embedded sandbox answers this server, and it uses its own token: there is no service token to set here.
        </Trans>
      </p>
    );
  return (
    <>
      <TokenSource status={status} />
      {status.unsettable === "secret" ? (
        <p className={TEXT}>
          <Trans>
            The server needs TASKDECK_SECRET in its environment to keep a token here: until it has one, the token can
            only come from UPSTREAM_TOKEN.
          </Trans>
        </p>
      ) : (
        <ServiceTokenForm removable={status.source === "settings"} />
      )}
    </>
  );
}

function TokenSource({ status }: { status: ServiceTokenStatus }) {
  const { i18n } = useLingui();
  const { source, changedBy, changedAt } = status;
  if (source === "environment")
    return (
      <p className={TEXT}>
        <Trans>The token comes from UPSTREAM_TOKEN in the server's environment.</Trans>
      </p>
    );
  if (source === "none")
    return (
      <p className={TEXT}>
        <Trans>No service token yet: submissions are refused until an owner sets one.</Trans>
      </p>
    );
  if (changedBy === null || changedAt === null)
    return (
      <p className={TEXT}>
        <Trans>The workspace keeps a service token.</Trans>
      </p>
    );
  const who = auditActorName(changedBy);
  const when = formatDateTime(changedAt, { locale: i18n.locale });
  return (
    <p className={TEXT}>
      <Trans>
        The workspace keeps a service token, set by {who} on {when}.
      </Trans>
    </p>
  );
}
