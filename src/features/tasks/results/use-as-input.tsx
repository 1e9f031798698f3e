import { Trans } from "@lingui/react/macro";
import { Suspense, useId, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { TOOL_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";
import type { UseAsInputProps } from "./tools/use-as-input-panel.tsx";

// The choices behind the button, their texts and the picture handling come with its first press
// (or its hover or focus, which preload them), not with the cards.
const Panel = lazyWithCatalogs(TOOL_CATALOGS, () => import("./tools/use-as-input-panel.tsx"));

/** The Use as input disclosure of a finished image or video result (its choices: use-as-input-panel.tsx). */
export function UseAsInput(props: UseAsInputProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Once pressed, the panel stays (closed or open) with what it last said.
  const [pressed, setPressed] = useState(false);
  const closed = <div id={panelId} hidden={!open} />;
  return (
    <div className="space-y-1">
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
