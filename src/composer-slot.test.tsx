import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ComposerSlot } from "./composer-slot.tsx";
import { ComposerControlProvider, useComposerControl } from "./lib/composer-control.tsx";
import { Ledger } from "./entities/task/ledger.ts";
import { DeckProvider } from "./entities/task/ledger-context.tsx";
import { saveStoredDrafts } from "./lib/drafts-store.ts";
import { AppProviders } from "./test/providers.tsx";
import { freshEntry } from "./test/deck-entries.ts";
import { clearBrowser } from "./test/render-app.tsx";

// A first visit shows the composer at once; a returning one shows its tasks first and brings the
// composer at the first sign of composing. The real composer chunk loads: nothing is mocked.

let ledger: Ledger;
beforeEach(async () => {
  await clearBrowser();
  ledger = new Ledger();
});
afterEach(() => ledger.close());

/** A card's Clone, as the deck offers it: it hands the composer a request. */
function CloneButton() {
  const { load } = useComposerControl();
  return (
    <button type="button" onClick={() => load("video", { model: "minimax/t2v-01-director", prompt: "A cloned fox" })}>
      Clone
    </button>
  );
}

function renderSlot() {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <DeckProvider ledger={ledger}>
        <ComposerControlProvider>
          <ComposerSlot />
          <CloneButton />
        </ComposerControlProvider>
      </DeckProvider>
    </AppProviders>,
  );
  return user;
}

const prompt = () => screen.findByRole("textbox", { name: "Prompt" }, { timeout: 5000 });
const placeholder = () => screen.findByRole("button", { name: "Write a new task…" });

/** A returning visit: a task in the ledger before the page reads it. */
async function withATask() {
  await ledger.ready;
  await ledger.add(freshEntry({ id: "earlier" }));
  ledger.close();
  ledger = new Ledger();
}

describe("ComposerSlot", () => {
  it("shows the composer at once on a first visit (an empty deck)", async () => {
    renderSlot();
    expect(screen.getByRole("region", { name: "New task" })).toBeInTheDocument();
    expect(await prompt()).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Write a new task…" })).toBeNull();
  });

  it("on a returning visit, stands in for the prompt until pressed, then focuses the prompt", async () => {
    await withATask();
    const user = renderSlot();
    const standIn = await placeholder();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole("textbox", { name: "Prompt" })).toBeNull();
    await user.click(standIn);
    await waitFor(async () => expect(await prompt()).toHaveFocus());
  });

  it("on a returning visit, shows the draft's words in the stand-in, and they are the prompt's once pressed", async () => {
    await withATask();
    await saveStoredDrafts({ mode: "video", video: { prompt: "A fox <b>at dusk</b>" }, "3d": { prompt: "" } });
    const user = renderSlot();
    const standIn = await screen.findByRole("button", { name: "Continue the draft: A fox <b>at dusk</b>" });
    expect(standIn).toHaveTextContent("A fox <b>at dusk</b>");
    await user.click(standIn);
    await waitFor(async () => expect(await prompt()).toHaveValue("A fox <b>at dusk</b>"));
  });

  it("on a returning visit, comes with a focus by keyboard, the prompt then focused", async () => {
    await withATask();
    const user = renderSlot();
    await placeholder();
    // A key only fetches it; the Tab's focus landing on the stand-in shows it.
    await user.tab();
    await waitFor(async () => expect(await prompt()).toHaveFocus());
  });

  it("on a returning visit, comes with what a card hands it, and shows it", async () => {
    await withATask();
    const user = renderSlot();
    await placeholder();
    await user.click(screen.getByRole("button", { name: "Clone" }));
    await waitFor(async () => expect(await prompt()).toHaveValue("A cloned fox"));
  });
});
