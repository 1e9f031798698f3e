import { Trans } from "@lingui/react/macro";
import { Suspense, useId, useRef, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { TOOL_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";
import type { Reach } from "../../../lib/files/result-bytes.ts";
import type { ResultEntry } from "../results/result-entries.ts";

// The choices behind the button, their texts and the picture handling come with its first press
// (or its hover or focus, which preload them), not with the cards.
const Panel = lazyWithCatalogs(TOOL_CATALOGS, () => import("../results/tools/use-as-input-panel.tsx"));

/** The Use as input disclosure of a finished image or video result (its choices: use-as-input-panel.tsx). */
export function UseAsInput({ item, reach }: { item: ResultEntry; reach: Reach }) {
  const panelId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Once pressed, the panel stays (closed or open) with what it last said.
  const [pressed, setPressed] = useState(false);
  const closed = <div id={panelId} hidden={!open} />;
  // The player of this result in the card or dialog around the button: its current frame is what is taken.
  const player = () =>
    anchor.current
      ?.closest("article, dialog")
      ?.querySelector<HTMLVideoElement>(`video[aria-label="${CSS.escape(item.label)}"]`) ?? null;
  const props = {
    url: item.url,
    name: item.name,
    reach,
    video: item.kind === "video" ? player : undefined,
  };
  return (
    <div ref={anchor} className="space-y-1">
      <Button
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          setPressed(true);
        }}
        onPointerEnter={Panel.preload}
        onFocus={Panel.preload}
      >
        <Trans>Use as input</Trans>
      </Button>
      {pressed ? (
        <Suspense fallback={closed}>
          <Panel {...props} panelId={panelId} open={open} />
        </Suspense>
      ) : (
        closed
      )}
    </div>
  );
}
