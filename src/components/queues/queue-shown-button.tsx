import { Trans, useLingui } from "@lingui/react/macro";
import { QUEUE_LIMITS } from "../../contract/queue-paths.ts";
import { Button } from "../../components/button.tsx";
import { useConnection, useMayChange } from "../../lib/connection-context.tsx";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { openQueueMaker } from "../../lib/queue-store.ts";
import { inWorkspace } from "../../lib/server-config.ts";

/**
 * Turns the history as filtered into a review queue (issue 28): the workspace's tasks shown, in
 * the list's order. Only where a workspace is shared, for who may judge.
 */
export default function QueueShownButton({ shown }: { shown: readonly DeckEntry[] }) {
  const { t } = useLingui();
  const { server, connection } = useConnection();
  const mayChange = useMayChange();
  if (!inWorkspace(server, connection) || !mayChange) return null;
  const keys = shown
    .filter((entry) => entry.inWorkspace || entry.fromWorkspace)
    .slice(0, QUEUE_LIMITS.items)
    .map((entry) => entry.id);
  if (keys.length === 0) return null;
  return (
    <Button
      size="sm"
      onClick={() => openQueueMaker({ source: { kind: "tasks", keys }, name: t`Review of ${keys.length} tasks` })}
    >
      <Trans>Queue for review</Trans>
    </Button>
  );
}
