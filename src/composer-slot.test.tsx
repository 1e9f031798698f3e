import { render, screen, waitFor, within } from "@testing-library/react";
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

// A first visit shows the composer at once; a returning one shows a stand-in until the forms have
// come (composer-stand-in.test.tsx), then the forms. The real composer chunk loads: nothing is mocked.

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
/** The composer's forms (the stand-in is no form of that name). */
const videoForm = () => screen.findByRole("form", { name: "Video request" }, { timeout: 5000 });

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
    expect(within(await videoForm()).getByRole("textbox", { name: "Prompt" })).toBeInTheDocument();
  });

  it("on a returning visit, shows the whole composer without a press, the draft in it", async () => {
    await withATask();
    await saveStoredDrafts({ mode: "video", video: { prompt: "A fox <b>at dusk</b>" }, "3d": { prompt: "" } });
    renderSlot();
    const form = await videoForm();
    expect(within(form).getByRole("textbox", { name: "Prompt" })).toHaveValue("A fox <b>at dusk</b>");
    expect(within(form).getByRole("button", { name: "Submit" })).toBeInTheDocument();
    // Nothing took the focus on its own.
    expect(document.body).toHaveFocus();
  });

  it("on a returning visit, comes with what a card hands it, and shows it", async () => {
    await withATask();
    const user = renderSlot();
    await user.click(screen.getByRole("button", { name: "Clone" }));
    await waitFor(async () => expect(await prompt()).toHaveValue("A cloned fox"));
  });
});
