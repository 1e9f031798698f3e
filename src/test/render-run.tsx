import { render, screen, within } from "@testing-library/react";
import type { Review } from "../contract/review.ts";
import type { Run } from "../contract/run.ts";
import { DeckProvider } from "../entities/task/ledger-context.tsx";
import { Ledger } from "../entities/task/ledger.ts";
import { RunView } from "../features/runs/view/run-view.tsx";
import { AppProviders } from "./providers.tsx";
import { runEntries } from "./run-entries.ts";

// The run view's tests' set-up (not used by the app): a run's tasks in a fresh ledger, the view rendered.

/** A grid cell's accessible name, as the run view words it. */
export const cellName = (prompt: string, model: string, repeat: number) =>
  `Prompt: ${prompt} · Model: ${model} · repeat ${repeat}`;

/**
 * Stores `run`'s tasks with these statuses (by cell key), and other people's verdicts as the
 * workspace shares them, renders its view; returns its region once shown.
 */
export async function renderRunView(
  run: Run,
  statuses: Record<string, string>,
  reviews: Record<string, Review[]> = {},
) {
  const ledger = new Ledger();
  await ledger.ready;
  const entries = [...runEntries(run, statuses).values()];
  await ledger.putMany(entries.map((entry) => ({ ...entry, reviews: reviews[entry.id.split(":")[1]!] })));
  render(
    <AppProviders>
      <DeckProvider ledger={ledger}>
        <RunView run={run} runs={[run]} />
      </DeckProvider>
    </AppProviders>,
  );
  return within(await screen.findByRole("region", { name: run.name }));
}
