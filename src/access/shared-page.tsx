import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { SHARE_UNAVAILABLE, type SharedView } from "../contract/shares.ts";
import { Button } from "../components/button.tsx";
import { ConnectionProvider } from "../lib/connection-context.tsx";
import { AccessError } from "./access-client.ts";
import { AccessCard } from "./access-card.tsx";
import { FormAlert } from "./form-parts.tsx";
import { problemText } from "./problem-words.ts";
import { sharedViewQuery } from "./shared-queries.ts";
import { SharedTaskView } from "./shared-task-view.tsx";

/**
 * A share link's page (`/s/<token>`): the shared task, comparison or run, read-only, for anyone
 * holding the link. A link that does not open says so in one way, whatever is wrong with it
 * (the server tells a tampered, expired or revoked link apart to nobody).
 */
export default function SharedPage({ token }: { token: string }) {
  const { t } = useLingui();
  const view = useQuery(sharedViewQuery(token));
  if (view.isPending)
    return (
      <AccessCard title={t`Shared from Taskdeck`}>
        <p role="status" className="text-sm text-slate-600">
          <Trans>Opening the shared results…</Trans>
        </p>
      </AccessCard>
    );
  if (view.isError) {
    const unavailable = view.error instanceof AccessError && view.error.code === SHARE_UNAVAILABLE;
    return (
      <AccessCard title={unavailable ? t`This link does not open` : t`Shared from Taskdeck`}>
        {unavailable ? (
          <p className="text-sm text-slate-700">
            <Trans>
              The link has expired or was revoked, or it was not copied whole. Ask whoever shared it for a new one.
            </Trans>
          </p>
        ) : (
          <div className="space-y-3">
            <FormAlert message={problemText(view.error, "share")} />
            <Button onClick={() => void view.refetch()}>
              <Trans context="access">Try again</Trans>
            </Button>
          </div>
        )}
      </AccessCard>
    );
  }
  return (
    <ConnectionProvider>
      <SharedContent view={view.data} token={token} />
    </ConnectionProvider>
  );
}

function SharedContent({ view, token }: { view: SharedView; token: string }) {
  const { t, i18n } = useLingui();
  const { tasks } = view;
  const titles = { task: t`A shared task`, compare: t`A shared comparison`, run: t`A shared QA run` };
  const expires = view.expiresAt
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long", timeStyle: "short" }).format(view.expiresAt)
    : null;
  const headingOf = (index: number) =>
    view.kind === "compare"
      ? index === 0
        ? t`Side A`
        : t`Side B`
      : view.kind === "run"
        ? t`Task ${index + 1}`
        : t`The result`;
  return (
    <AccessCard wide title={titles[view.kind]}>
      <p className="mb-4 text-sm text-slate-600">
        {expires ? t`Read-only. This link works until ${expires}.` : t`Read-only. This link does not expire.`}
      </p>
      {tasks.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>Nothing to show: the shared tasks are no longer in the workspace.</Trans>
        </p>
      ) : (
        <div className={view.kind === "task" ? "space-y-4" : "grid gap-6 sm:grid-cols-2"}>
          {tasks.map((task, index) => (
            <SharedTaskView key={task.key} task={task} token={token} heading={headingOf(index)} />
          ))}
        </div>
      )}
    </AccessCard>
  );
}
