import { useLingui } from "@lingui/react/macro";
import { memo } from "react";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { ProgressBar } from "../../../components/status/progress-bar.tsx";
import { StatusBadge } from "../../../components/status/status-badge.tsx";
import { promptOf, taskTitle } from "../card/task-title.ts";
import { openLightbox } from "../../../lib/lightbox-store.ts";
import { serverTaskOf } from "../../../entities/task/entry-results.ts";
import { SelectBox } from "../selection/select-box.tsx";
import { deckStatus } from "../../../entities/task/deck-status.ts";
import { tileMedia } from "../../../entities/task/tile-media.ts";
import { TileThumb } from "./tile-thumb.tsx";

/** A tile's button says which task it opens; a long prompt is cut, the lightbox shows it whole. */
const NAME_PROMPT_CHARS = 120;

export function tileName(entry: DeckEntry): string {
  const prompt = promptOf(entry.body).trim();
  const cut = prompt.length > NAME_PROMPT_CHARS ? `${prompt.slice(0, NAME_PROMPT_CHARS)}…` : prompt;
  return cut ? `${taskTitle(entry)}: ${cut}` : taskTitle(entry);
}

type Props = {
  entry: DeckEntry;
  /** Where the gallery finds each tile's button (to hand the focus back): by the task's id. */
  buttons?: Map<string, HTMLButtonElement>;
};

/**
 * One task in the gallery: its result's picture (or its status and progress while it has none),
 * the status badge, and the prompt on hover or focus. The whole tile is one button that opens
 * the lightbox; badge and progress sit over it, outside the button, so they keep their roles.
 */
// Rendered again only when its own props change: a scroll renders the row it brings in, not every row in the window.
export const GalleryTile = memo(function GalleryTile({ entry, buttons }: Props) {
  const { t } = useLingui();
  const status = deckStatus(entry);
  const media = tileMedia(entry);
  const prompt = promptOf(entry.body);
  const percent = entry.record?.percent ?? null;
  // A finished task without a result says why (a failure's reason), an unfinished one where it stands.
  const emptyText = status.final
    ? entry.record?.fail_reason || t({ message: "No result", context: "tile" })
    : status.label;
  return (
    <div className="group relative h-full w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 shadow-sm">
      <button
        ref={(button) => {
          if (!buttons) return;
          if (button) buttons.set(entry.id, button);
          else buttons.delete(entry.id);
        }}
        type="button"
        aria-label={tileName(entry)}
        onClick={() => openLightbox(entry.id)}
        className="absolute inset-0 h-full w-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-700"
      >
        <TileThumb media={media} empty={emptyText} requestId={serverTaskOf(entry)} />
      </button>
      <div className="pointer-events-none absolute top-1.5 right-1.5 left-1.5 flex items-start justify-between gap-1">
        {/* Above the button, and clickable: choosing tiles for Compare must not open them. */}
        <span className="pointer-events-auto flex rounded bg-white/90 p-1 shadow-sm">
          <SelectBox entry={entry} className="mt-0" />
        </span>
        <StatusBadge status={status} />
      </div>
      {media ? null : (
        <div className="pointer-events-none absolute right-3 bottom-3 left-3">
          {status.final ? null : <ProgressBar percent={percent} status={status} />}
        </div>
      )}
      {/* Said by the button's name already: shown, not read twice. */}
      <p
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 line-clamp-4 bg-slate-900/80 p-2 text-xs break-words text-white opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
      >
        {prompt.trim() || taskTitle(entry)}
      </p>
    </div>
  );
});
