import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../components/button.tsx";
import { CopyButton } from "../../../components/copy-button.tsx";
import { deckStatus } from "../../../entities/task/deck-status.ts";
import type { EntryResults } from "../../../entities/task/entry-results.ts";
import { useComposerControl } from "../../../lib/composer-control.tsx";
import { useMayChange } from "../../../lib/connection-context.tsx";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { openLightbox } from "../../../lib/lightbox-store.ts";
import { openShare } from "../../../lib/share-store.ts";
import { LazyRemoveDialog } from "../remove/lazy-remove-dialog.ts";
import { ResultMenuItems } from "./result-menu.tsx";

type Props = {
  results: EntryResults | null;
  /** A card's own: View large, Clone, Retry, Copy prompt, Remove (the lightbox has its own). */
  card?: { entry: DeckEntry; onRemove: (entry: DeckEntry) => void };
};

/**
 * What a card's (or the lightbox's) More menu holds: a chunk of its own, fetched when the menu is
 * first opened or its button hovered or focused (lazy-card-menu.ts), not with every card.
 */
export default function CardMenu({ results, card }: Props) {
  return (
    <>
      {results ? <ResultMenuItems {...results} /> : null}
      {card ? <TaskMenuItems {...card} judged={results !== null} /> : null}
    </>
  );
}

function TaskMenuItems({ entry, onRemove, judged }: NonNullable<Props["card"]> & { judged: boolean }) {
  const { t } = useLingui();
  const { load, resend } = useComposerControl();
  const status = deckStatus(entry);
  // A viewer's menu: only what changes nothing (the workspace, or the composer) is in it.
  const mayChange = useMayChange();
  return (
    <>
      {judged ? (
        <Button size="sm" onClick={() => openLightbox(entry.id)}>
          <Trans>View large</Trans>
        </Button>
      ) : null}
      {mayChange ? (
        <Button size="sm" onClick={() => load(entry.mode, entry.body)}>
          <Trans>Clone</Trans>
        </Button>
      ) : null}
      {/* A finished task's own body, sent again through the composer's duplicate guard (without a result: in the row). */}
      {status.final && judged && mayChange ? (
        <Button size="sm" onClick={() => resend(entry.mode, entry.body)}>
          <Trans context="menu">Retry</Trans>
        </Button>
      ) : null}
      {status.final && typeof entry.body.prompt === "string" && entry.body.prompt ? (
        <CopyButton text={entry.body.prompt} label={t`Copy prompt`} />
      ) : null}
      {/* A link shows what the workspace holds: a task only this browser has cannot be shared. */}
      {mayChange && (entry.inWorkspace || entry.fromWorkspace) ? (
        <Button size="sm" onClick={() => openShare({ kind: "task", targets: [entry.id] })}>
          <Trans>Share</Trans>
        </Button>
      ) : null}
      {mayChange ? (
        <Button
          size="sm"
          onClick={() => onRemove(entry)}
          onPointerEnter={LazyRemoveDialog.preload}
          onFocus={LazyRemoveDialog.preload}
        >
          <Trans>Remove</Trans>
        </Button>
      ) : null}
    </>
  );
}
