import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { lazyModule, useLazyModule } from "../../../lib/lazy-module.ts";
import { WaitForView } from "../../../lib/use-settled-in-view.ts";
import { ListItem, type ListLayout } from "./list-item.tsx";
import { useRevealNewest } from "./use-reveal-newest.ts";

export type VirtualTaskListProps = Pick<ListLayout, "entries" | "renderItem"> &
  Partial<Pick<ListLayout, "estimateSize" | "gap">>;

/**
 * Up to this many cards the list is whole: about what the window would render anyway (the view
 * and BUFFER_PX either side, window-task-list.tsx). A longer history fetches that virtualiser.
 */
export const WHOLE_LIST_LIMIT = 30;

const windowed = lazyModule(() => import("./window-task-list.tsx"));

/**
 * The history as part of the page (the window scrolls it: no box of its own to hide actions in).
 * A long one keeps only the cards near the view in the DOM; until the virtualiser has come, it
 * shows its first cards. Once windowed it stays so (cards keep their state when tasks go).
 */
export function VirtualTaskList({ entries, renderItem, estimateSize = 180, gap = 12 }: VirtualTaskListProps) {
  const { t } = useLingui();
  const list = useRef<HTMLDivElement>(null);
  useRevealNewest(entries, list);
  const [long, setLong] = useState(false);
  if (!long && entries.length > WHOLE_LIST_LIMIT) setLong(true);
  const { module: loaded, failure } = useLazyModule(windowed, long);
  // Without the virtualiser (its fetch failed), the whole list: slow, but nothing is out of reach.
  const failed = failure !== null;

  const shown = !long || failed ? entries : entries.slice(0, WHOLE_LIST_LIMIT);
  return (
    // Its cards' players wait to be looked at once the list is long (use-settled-in-view.ts).
    <WaitForView value={long}>
      <div ref={list} role="list" aria-label={t`Task history`}>
        {long && loaded ? (
          <loaded.WindowTaskList entries={entries} renderItem={renderItem} estimateSize={estimateSize} gap={gap} />
        ) : (
          shown.map((entry, index) => (
            <ListItem key={entry.id} index={index} size={entries.length} gap={gap}>
              {renderItem(entry)}
            </ListItem>
          ))
        )}
      </div>
    </WaitForView>
  );
}
