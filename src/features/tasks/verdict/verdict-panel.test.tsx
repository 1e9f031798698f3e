import { screen, waitFor, within } from "@testing-library/react";
import { render } from "../../../test/render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { database } from "../../../lib/db.ts";
import { sharedVerdictBook } from "../../../entities/verdict/verdict-book.ts";
import { LazyVerdictPanel } from "../verdict-slot/lazy-verdict-panel.tsx";
import type { PinSource } from "./pin-source.ts";

// Each test reviews a task of its own: the page's one book outlives a test.
const stored = async (id: string) => (await database()).get("verdicts", id) as Promise<Record<string, unknown>>;

async function panel(taskId: string, pins: PinSource | null = null) {
  render(<LazyVerdictPanel taskId={taskId} pins={pins} />);
  return within(await screen.findByRole("group", { name: "Verdict" }));
}

describe("VerdictPanel", () => {
  it("toggles Pass and Fail, one at a time, with aria-pressed, and stores the outcome", async () => {
    const user = userEvent.setup();
    const view = await panel("t-outcome");
    const pass = view.getByRole("button", { name: "Pass" });
    const fail = view.getByRole("button", { name: "Fail" });
    expect(pass).toHaveAttribute("aria-pressed", "false");
    await user.click(pass);
    await waitFor(() => expect(pass).toHaveAttribute("aria-pressed", "true"));
    await user.click(fail);
    await waitFor(() => expect(fail).toHaveAttribute("aria-pressed", "true"));
    expect(pass).toHaveAttribute("aria-pressed", "false");
    expect(await stored("t-outcome")).toMatchObject({ outcome: "fail" });
    await user.click(fail);
    await waitFor(() => expect(fail).toHaveAttribute("aria-pressed", "false"));
    expect(await stored("t-outcome")).toMatchObject({ outcome: null });
  });

  it("rates 1–5 in a radio group named Rating, and clears the rating", async () => {
    const user = userEvent.setup();
    const view = await panel("t-rating");
    const group = view.getByRole("radiogroup", { name: "Rating" });
    await user.click(within(group).getByRole("radio", { name: "4 stars" }));
    await waitFor(() => expect(within(group).getByRole("radio", { name: "4 stars" })).toBeChecked());
    expect(await stored("t-rating")).toMatchObject({ rating: 4 });
    await user.click(view.getByRole("button", { name: "Clear rating" }));
    await waitFor(() => expect(within(group).getByRole("radio", { name: "4 stars" })).not.toBeChecked());
    expect(await stored("t-rating")).toMatchObject({ rating: null });
  });

  it("adds tags, offers the ones used before on other tasks, and removes one", async () => {
    const user = userEvent.setup();
    await sharedVerdictBook().update("t-other", { tags: ["blurry"] });
    const view = await panel("t-tags");
    const input = view.getByRole("combobox", { name: "Add tag" });
    const offered = [...(input as HTMLInputElement).list!.options].map((option) => option.value);
    expect(offered).toContain("blurry");
    await user.type(input, "  six   fingers {Enter}");
    await waitFor(() => expect(view.getByRole("list", { name: "Tags" })).toHaveTextContent("six fingers"));
    expect(input).toHaveValue("");
    await user.click(view.getByRole("button", { name: "Remove tag six fingers" }));
    await waitFor(() => expect(view.queryByRole("list", { name: "Tags" })).not.toBeInTheDocument());
    expect(await stored("t-tags")).toMatchObject({ tags: [] });
  });

  it("saves the note a moment after typing stops, and at once on leaving the box", async () => {
    const user = userEvent.setup();
    const view = await panel("t-note");
    const note = view.getByRole("textbox", { name: "Note" });
    await user.type(note, "hands melt");
    await waitFor(async () => expect(await stored("t-note")).toMatchObject({ note: "hands melt" }));
    await user.type(note, " at the end");
    await user.tab();
    expect(await stored("t-note")).toMatchObject({ note: "hands melt at the end" });
    expect(note).toHaveValue("hands melt at the end");
  });

  it("pins a note to the source's current time and goes back there from it", async () => {
    const user = userEvent.setup();
    const sought: number[] = [];
    const video: PinSource = { kind: "time", current: () => 2.54, seek: (seconds) => void sought.push(seconds) };
    const view = await panel("t-pin", video);
    await user.type(view.getByRole("textbox", { name: "Pinned note" }), "face warps");
    await user.click(view.getByRole("button", { name: "Pin to current time" }));
    const pins = await view.findByRole("list", { name: "Pinned notes" });
    expect(pins).toHaveTextContent("0:02.5face warps");
    await user.click(within(pins).getByRole("button", { name: "Play from 0:02.5" }));
    expect(sought).toEqual([2.54]);
    expect(await stored("t-pin")).toMatchObject({ pins: [{ text: "face warps", seconds: 2.54 }] });
  });

  it("says so when there is nothing to pin to yet", async () => {
    const user = userEvent.setup();
    const view = await panel("t-unready", { kind: "time", current: () => null, seek: () => undefined });
    await user.click(view.getByRole("button", { name: "Pin to current time" }));
    expect(view.getByRole("alert")).toHaveTextContent("The video is not loaded yet.");
    expect(view.queryByRole("list", { name: "Pinned notes" })).not.toBeInTheDocument();
  });
});
