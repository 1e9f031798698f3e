import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/button.tsx";
import { useConnection } from "../../lib/connection-context.tsx";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { pollErrorText } from "./poll-error-text.ts";

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

/** How following the task goes: the last check's failure, kept beside the last good record. */
export function PollNote({ entry, now }: { entry: DeckEntry; now: number }) {
  const { t } = useLingui();
  const { openSettings } = useConnection();
  if (!entry.pollError) return null;
  const ago = entry.updatedAt ? seconds(now - entry.updatedAt) : 0;
  const error = pollErrorText(entry.pollError, entry.serverFollows === true);
  return (
    <p className="text-xs text-amber-800">
      {entry.updatedAt ? t`Last updated ${ago} s ago — ` : ""}
      {entry.pollPaused ? error : t`${error} Retrying…`}
      {entry.pollPaused ? (
        <Button variant="link" className="ml-2 text-xs" onClick={() => openSettings(error)}>
          <Trans>Fix the token</Trans>
        </Button>
      ) : null}
    </p>
  );
}

/** A task of another service than the connection's: where it belongs, and the way to switch there. */
export function ElsewhereNote({ entry }: { entry: DeckEntry }) {
  const { t } = useLingui();
  const { openSettings } = useConnection();
  const service = entry.baseUrl || t`this page's own server`;
  const switchThere = () =>
    openSettings(
      entry.baseUrl
        ? t`To follow tasks of ${service}, enter its access token: the one in use stays with the current service.`
        : undefined,
      { baseUrl: entry.baseUrl },
    );
  return (
    <div className="space-y-1 rounded-md border border-slate-300 bg-slate-50 p-2 text-sm text-slate-800">
      <p>
        {t`Belongs to ${service}: the connection points elsewhere, so it is not checked (your token goes only where the connection points).`}
      </p>
      <Button size="sm" onClick={switchThere}>
        {t`Switch the connection to ${service}`}
      </Button>
    </div>
  );
}
