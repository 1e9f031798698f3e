import { Button } from "../../components/button.tsx";
import { useComposerControl } from "../../lib/composer-control.tsx";
import { useConnection } from "../../lib/connection-context.tsx";
import type { DeckEntry } from "../../lib/deck-entry.ts";

/** The action a refused submission's message names: open the connection settings, or go to the field. */
export function RemedyButton({ entry }: { entry: Pick<DeckEntry, "mode" | "state" | "error" | "remedy"> }) {
  const { openSettings } = useConnection();
  const { showField } = useComposerControl();
  const remedy = entry.state === "refused" ? entry.remedy : null;
  if (!remedy) return null;
  const message = entry.error ?? "";
  return remedy.kind === "settings" ? (
    <Button size="sm" onClick={() => openSettings(message)}>
      Open connection settings
    </Button>
  ) : (
    <Button size="sm" onClick={() => showField(entry.mode, remedy.param, message)}>
      Go to the {remedy.param} field
    </Button>
  );
}
