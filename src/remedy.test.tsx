import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "./i18n/catalogs.ts";
import { ComposerForms } from "./composer-forms.tsx";
import { ComposerControlProvider } from "./lib/composer-control.tsx";
import { Ledger } from "./entities/task/ledger.ts";
import { DeckProvider } from "./entities/task/ledger-context.tsx";
import { AppProviders } from "./test/providers.tsx";
import { freshEntry } from "./test/deck-entries.ts";
import { clearBrowser } from "./test/render-app.tsx";
import type { DeckEntry } from "./lib/deck-entry.ts";
import { RemedyButton } from "./features/tasks/remedy-button.tsx";

// A refused submission's card offers the action its message names; "Go to the … field" reaches
// the composer through the app's own providers, neither knowing the other.

beforeEach(clearBrowser);
afterEach(() => act(() => activateLocale("en")));

const MESSAGE = "The service rejected the request: prompt was rejected by the service (sandbox fault).";

function renderWithComposer(entry: DeckEntry) {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <DeckProvider ledger={new Ledger()}>
        <ComposerControlProvider>
          <ComposerForms />
          <RemedyButton entry={entry} />
        </ComposerControlProvider>
      </DeckProvider>
    </AppProviders>,
  );
  return user;
}

describe("RemedyButton", () => {
  it("goes to the field the refusal names, with its message there, in the tab of its mode", async () => {
    const user = renderWithComposer(
      freshEntry({ mode: "3d", state: "refused", error: MESSAGE, remedy: { kind: "field", param: "prompt" } }),
    );
    const videoPrompt = await screen.findByRole("textbox", { name: "Prompt" });
    await user.click(screen.getByRole("button", { name: "Go to the prompt field" }));
    await waitFor(() => expect(screen.getByRole("tab", { name: "3D" })).toHaveAttribute("aria-selected", "true"));
    const prompt = await screen.findByDisplayValue(/--subdivisionlevel/);
    await waitFor(() => expect(prompt).toHaveFocus());
    expect(prompt).toHaveAttribute("aria-invalid", "true");
    expect(prompt).toHaveAccessibleDescription(new RegExp(`^${MESSAGE.replace(/[.()]/g, "\\$&")}`));
    expect(videoPrompt).not.toHaveAttribute("aria-invalid");

    // What the refusal said stays as it was stored when the interface's language changes.
    await act(() => activateLocale("zh-CN"));
    expect(screen.getByRole("tab", { name: "3D" })).toHaveAttribute("aria-selected", "true");
    expect(prompt).toHaveAccessibleDescription(new RegExp(`^${MESSAGE.replace(/[.()]/g, "\\$&")}`));
  });

  it("names the connection settings for a refused token, and nothing for other states", () => {
    renderWithComposer(freshEntry({ state: "refused", error: "x", remedy: { kind: "settings" } }));
    expect(screen.getByRole("button", { name: "Open connection settings" })).toBeInTheDocument();
  });

  it("offers nothing when the entry was not refused or names no action", () => {
    renderWithComposer(freshEntry({ state: "failed", error: "x", remedy: { kind: "settings" } }));
    renderWithComposer(freshEntry({ state: "refused", error: "x" }));
    expect(screen.queryByRole("button", { name: /Open connection settings|Go to the/ })).toBeNull();
  });
});
