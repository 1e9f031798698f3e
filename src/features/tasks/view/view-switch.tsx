import { Button } from "../../../components/button.tsx";
import { DECK_VIEWS, type DeckView } from "./deck-view.ts";

const LABELS: Record<DeckView, string> = { list: "List", gallery: "Gallery" };

/** Two toggle buttons, List and Gallery: the pressed one is the view on show. */
export function ViewSwitch({ view, onChange }: { view: DeckView; onChange: (view: DeckView) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex gap-1">
      {DECK_VIEWS.map((key) => (
        <Button key={key} size="sm" aria-pressed={view === key} onClick={() => onChange(key)}>
          {LABELS[key]}
        </Button>
      ))}
    </div>
  );
}
