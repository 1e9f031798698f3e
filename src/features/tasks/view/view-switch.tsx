import { useLingui } from "@lingui/react/macro";
import { Button } from "../../../components/button.tsx";
import { DECK_VIEWS, type DeckView } from "./deck-view.ts";

/** Two toggle buttons, List and Gallery: the pressed one is the view on show. */
export function ViewSwitch({ view, onChange }: { view: DeckView; onChange: (view: DeckView) => void }) {
  const { t } = useLingui();
  const labels: Record<DeckView, string> = { list: t`List`, gallery: t`Gallery` };
  return (
    <div role="group" aria-label={t`View`} className="inline-flex gap-1">
      {DECK_VIEWS.map((key) => (
        <Button key={key} size="sm" aria-pressed={view === key} onClick={() => onChange(key)}>
          {labels[key]}
        </Button>
      ))}
    </div>
  );
}
