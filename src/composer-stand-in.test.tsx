import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ComposerForms } from "./composer-forms.tsx";
import { ComposerStandIn, FocusHandover } from "./components/stand-in/composer-stand-in.tsx";
import { DEFAULT_MODEL } from "./contract/models.ts";
import { Ledger } from "./entities/task/ledger.ts";
import { DeckProvider } from "./entities/task/ledger-context.tsx";
import { saveStoredDrafts } from "./lib/drafts-store.ts";
import { AppProviders } from "./test/providers.tsx";
import { clearBrowser } from "./test/render-app.tsx";

// The stand-in a returning visit shows until the composer's forms have come: their layout and
// the draft, and what is typed in it is the forms' when they come (the real forms: nothing mocked).

let ledger: Ledger;
beforeEach(async () => {
  await clearBrowser();
  ledger = new Ledger();
});
afterEach(() => ledger.close());

/** The composer's place as the slot fills it: the stand-in, then (`forms`) the forms and the focus handover. */
function Place({ forms }: { forms: boolean }) {
  const region = useRef<HTMLDivElement>(null);
  return (
    <DeckProvider ledger={ledger}>
      <div ref={region}>
        {forms ? (
          <>
            <ComposerForms />
            <FocusHandover within={region} />
          </>
        ) : (
          <ComposerStandIn onPainted={() => undefined} />
        )}
      </div>
    </DeckProvider>
  );
}

const renderPlace = () => {
  const user = userEvent.setup();
  const { rerender } = render(<Place forms={false} />, { wrapper: AppProviders });
  return { user, showForms: () => rerender(<Place forms />) };
};

describe("ComposerStandIn", () => {
  it("looks like the forms: the tabs, the draft's model and prompt, and a Submit that says it waits", async () => {
    await saveStoredDrafts({ mode: "video", video: { model: "minimax/t2v-01", prompt: "A fox <b>at dusk</b>" } });
    renderPlace();
    const prompt = await screen.findByRole("textbox", { name: "Prompt" });
    expect(prompt).toHaveValue("A fox <b>at dusk</b>");
    expect(screen.getByRole("textbox", { name: "Model" })).toHaveValue("minimax/t2v-01");
    const tabs = within(screen.getByRole("tablist", { name: "Kind of request" }));
    expect(tabs.getByRole("tab", { name: "Video" })).toHaveAttribute("aria-selected", "true");
    const submit = screen.getByRole("button", { name: "Submit" });
    expect(submit).toHaveAttribute("aria-disabled", "true");
    expect(submit).toHaveAccessibleDescription("Getting the composer ready…");
    // No form of the forms' name until they come.
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("with nothing stored, shows the default tab's empty draft", async () => {
    renderPlace();
    expect(await screen.findByRole("textbox", { name: "Prompt" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Model" })).toHaveValue(DEFAULT_MODEL.video);
  });

  it("hands what was typed, and the focus and caret, to the forms when they come", async () => {
    await saveStoredDrafts({ mode: "video", video: { prompt: "A fox" } });
    const { user, showForms } = renderPlace();
    const standIn = await screen.findByRole("textbox", { name: "Prompt" });
    await user.click(standIn);
    await user.keyboard(" at dusk");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    showForms();
    const form = await screen.findByRole("form", { name: "Video request" }, { timeout: 5000 });
    const prompt = within(form).getByRole<HTMLTextAreaElement>("textbox", { name: "Prompt" });
    expect(prompt).toHaveValue("A fox at dusk");
    await waitFor(() => expect(prompt).toHaveFocus());
    expect([prompt.selectionStart, prompt.selectionEnd]).toEqual([11, 11]);
  });

  it("hands a model typed and a tab chosen to the forms", async () => {
    const { user, showForms } = renderPlace();
    await user.click(await screen.findByRole("tab", { name: "3D" }));
    expect(screen.getByRole("tab", { name: "3D" })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Video" }));
    const model = screen.getByRole("textbox", { name: "Model" });
    await user.clear(model);
    await user.type(model, "vendor/some-model");
    showForms();
    const form = await screen.findByRole("form", { name: "Video request" }, { timeout: 5000 });
    // The forms' model field suggests the catalog's models (a combobox); the stand-in's has none yet.
    const formModel = within(form).getByRole("combobox", { name: "Model" });
    expect(formModel).toHaveValue("vendor/some-model");
    await waitFor(() => expect(formModel).toHaveFocus());
  });
});
