import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { loadJudgementBook } from "../../../entities/judgement/use-judgement-book.ts";
import { loadVerdictBook } from "../../../entities/verdict/use-verdict-book.ts";
import { database } from "../../../lib/db.ts";
import { doneEntry } from "../../../test/deck-entries.ts";
import { AppProviders } from "../../../test/providers.tsx";
import CompareView from "./compare-view.tsx";

const image = (id: string) =>
  doneEntry(
    id,
    { image_urls: [`data:image/png;base64,AAA${id}`] },
    { body: { model: "seed/image-01", prompt: `picture ${id}` } },
  );
const entries = [image("left"), image("right")];

beforeEach(async () => {
  const db = await database();
  await Promise.all([db.clear("judgements"), db.clear("verdicts")]);
});

const open = () =>
  render(<CompareView ids={["left", "right"]} entries={entries} onClose={() => undefined} />, {
    wrapper: AppProviders,
  });
const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-pressed") === "true")
    .map((button) => button.textContent);

describe("judging in Compare", () => {
  it("judges the pair with A is better, B is better and Tie, by their keys a, b and t (again: undone)", async () => {
    const user = userEvent.setup();
    open();
    const dialog = screen.getByRole("dialog", { name: "Compare" });
    const which = within(dialog).getByRole("group", { name: "Which is better?" });
    const keys = ["A is better", "B is better", "Tie"].map((name) =>
      within(which).getByRole("button", { name }).getAttribute("aria-keyshortcuts"),
    );
    expect(keys).toEqual(["a", "b", "t"]);
    await waitFor(() =>
      expect(within(which).getByRole("button", { name: "Tie" })).not.toHaveAttribute("aria-disabled", "true"),
    );

    within(dialog).getByRole("button", { name: "Close" }).focus();
    await user.keyboard("a");
    await waitFor(() => expect(pressed(which)).toEqual(["A is better"]));
    const book = await loadJudgementBook();
    expect(book.pair("right", "left")).toMatchObject({ a: "left", b: "right", choice: "a" });

    await user.keyboard("b");
    await waitFor(() => expect(pressed(which)).toEqual(["B is better"]));
    await user.keyboard("t");
    await waitFor(() => expect(pressed(which)).toEqual(["Tie"]));
    await user.keyboard("t");
    await waitFor(() => expect(pressed(which)).toEqual([]));
    expect(book.pair("left", "right")).toBeUndefined();

    await user.click(within(which).getByRole("button", { name: "B is better" }));
    await waitFor(() => expect(book.pair("left", "right")?.choice).toBe("b"));
  });

  it("gives each side the verdict controls, whose keys judge the side holding the focus", async () => {
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole("dialog", { name: "Compare" });
    const sideB = within(dialog).getByRole("region", { name: /^B: / });
    const verdictB = await within(sideB).findByRole("group", { name: "Verdict" });
    const sideA = within(dialog).getByRole("region", { name: /^A: / });
    expect(await within(sideA).findByRole("group", { name: "Verdict" })).toBeInTheDocument();

    within(verdictB).getByRole("button", { name: "Fail" }).focus();
    await user.keyboard("p3");
    await waitFor(() =>
      expect(within(verdictB).getByRole("button", { name: "Pass" })).toHaveAttribute("aria-pressed", "true"),
    );
    const verdicts = await loadVerdictBook();
    await waitFor(() => expect(verdicts.get("right")).toMatchObject({ outcome: "pass", rating: 3 }));
    expect(verdicts.get("left")).toBeUndefined();

    await user.keyboard("n");
    expect(within(verdictB).getByRole("textbox", { name: "Note" })).toHaveFocus();
  });
});
