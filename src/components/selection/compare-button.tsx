import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { Button } from "../button.tsx";
import { openCompare } from "./compare-route.ts";
import { compareReadiness } from "./selection.ts";
import { useSelection } from "./selection-context.tsx";

/**
 * Compare (and Clear selection) for the history toolbar. It stays focusable when it cannot act
 * (aria-disabled), so a keyboard reaches it and hears why, which is also written beside it.
 */
export function CompareButton() {
  useLingui(); // the reason beside the button is translated here, and follows a switch
  const { ids, clear } = useSelection();
  const { ready, reason } = compareReadiness(ids.length);
  const reasonId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" aria-disabled={!ready} aria-describedby={reasonId} onClick={() => ready && openCompare(ids)}>
        <Trans context="button">Compare</Trans>
      </Button>
      {ids.length > 0 ? (
        <Button size="sm" variant="ghost" onClick={clear}>
          <Trans>Clear selection</Trans>
        </Button>
      ) : null}
      <span id={reasonId} className="text-xs text-slate-600">
        {reason}
      </span>
    </div>
  );
}
