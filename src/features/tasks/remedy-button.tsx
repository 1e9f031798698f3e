import { Trans } from "@lingui/react/macro";
import { Button } from "../../components/button.tsx";
import { useComposerControl } from "../../lib/composer-control.tsx";
import { useConnection } from "../../lib/connection-context.tsx";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { useEntryError } from "./card/entry-error.ts";

/** The action a refused submission's message names: open the connection settings, or go to the field. */
export function RemedyButton({ entry }: { entry: Pick<DeckEntry, "mode" | "state" | "error" | "failure" | "remedy"> }) {
  const { openSettings } = useConnection();
  const { showField } = useComposerControl();
  // The message goes with the action (settings, field) in the language shown when it is pressed.
  const message = useEntryError(entry) ?? "";
  const remedy = entry.state === "refused" ? entry.remedy : null;
  if (!remedy) return null;
  const param = remedy.kind === "settings" ? "" : remedy.param;
  return remedy.kind === "settings" ? (
    <Button size="sm" onClick={() => openSettings(message)}>
      <Trans>Open connection settings</Trans>
    </Button>
  ) : (
    <Button size="sm" onClick={() => showField(entry.mode, remedy.param, message)}>
      <Trans>Go to the {param} field</Trans>
    </Button>
  );
}
