import RunsSection from "./features/runs/runs-section.tsx";
import { RunDeckParts } from "./run-deck-parts.tsx";

/** The QA runs, shown with the deck's lightbox and tiles: loaded once the run store holds a run. */
export default function RunsSlot() {
  return (
    <RunDeckParts>
      <RunsSection />
    </RunDeckParts>
  );
}
