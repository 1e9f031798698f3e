import { act, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Run } from "../../../contract/run.ts";
import { loadVerdictBook } from "../../../entities/verdict/use-verdict-book.ts";
import { activateLocale } from "../../../i18n/catalogs.ts";
import { closeLightbox } from "../../../lib/lightbox-store.ts";
import { makeGridRun, modelAxis, promptAxis } from "../../../test/grid-runs.ts";
import { cellName, renderRunView } from "../../../test/render-run.tsx";

// Issue 26: the grid shows each cell's verdict, in its name too, and how each row, column and
// the run fare; the Heatmap colours the cells. A 2 × 2 run of 2 repeats, ids of this file's own.
const run: Run = makeGridRun({
  id: "grid-verdicts",
  name: "Fox and moves",
  axes: [promptAxis("red fox", "grey wolf"), modelAxis("t2v-01", "t2v-02")],
  repeats: 2,
});
const name = cellName;

beforeAll(async () => {
  const book = await loadVerdictBook();
  const id = (key: string) => `grid-verdicts:${key}`;
  await book.update(id("0.0#0"), { outcome: "pass", rating: 4, note: "lovely light" });
  await book.update(id("0.0#1"), { outcome: "fail", rating: 2 });
  await book.update(id("0.1#0"), { outcome: "pass" });
  await book.update(id("1.0#0"), { outcome: "fail", rating: 1 });
  await book.update(id("1.1#0"), { rating: 5 });
  await book.update(id("1.1#1"), { tags: ["hands"] });
});

async function renderRun(reviews: Parameters<typeof renderRunView>[2] = {}) {
  const region = await renderRunView(run, Object.fromEntries(run.cells.map((c) => [c.key, "COMPLETED"])), reviews);
  await waitFor(() => expect(region.getByText("5 of 8 reviewed")).toBeInTheDocument());
  return region;
}

describe("the run grid's verdicts", () => {
  afterEach(async () => {
    await act(() => activateLocale("en"));
    act(() => closeLightbox());
  });

  it("names each cell with its verdict and badges it, and totals each row, column and the run", async () => {
    const region = await renderRun();
    const passed = region.getByRole("button", { name: `${name("red fox", "t2v-01", 1)}: Passed, 4 stars, has a note` });
    expect(passed.closest("li")).toHaveTextContent(/✓ Passed/);
    expect(passed.closest("li")).not.toHaveTextContent("Completed");
    expect(passed.closest("li")?.querySelector("[data-stars]")).toHaveTextContent("★★★★☆");
    expect(region.getByRole("button", { name: `${name("grey wolf", "t2v-02", 1)}: 5 stars` })).toBeInTheDocument();
    // A tag alone is no verdict: the cell is named as before, and still badged by its status.
    expect(region.getByRole("button", { name: name("grey wolf", "t2v-02", 2) }).closest("li")).toHaveTextContent(
      "Completed",
    );
    const table = within(region.getByRole("table"));
    expect(table.getByRole("rowheader", { name: /red fox/ })).toHaveTextContent("2 of 3 passed · mean rating 3");
    expect(table.getByRole("rowheader", { name: /grey wolf/ })).toHaveTextContent("0 of 1 passed · mean rating 3");
    expect(table.getByRole("columnheader", { name: /t2v-01/ })).toHaveTextContent("1 of 3 passed · mean rating 2.3");
    expect(table.getByRole("columnheader", { name: /t2v-02/ })).toHaveTextContent("1 of 1 passed · mean rating 5");
    expect(region.getByText("2 of 4 passed · mean rating 3")).toBeInTheDocument();
    expect(table.getAllByRole("columnheader")[0]).toHaveTextContent("Rows: PromptColumns: Model");
  });

  it("says how a cell's reviewers agree once someone else judged it, in its name and a chip (issue 28)", async () => {
    const ana = "ana@example.test";
    const region = await renderRun({
      "0.0#0": [{ by: ana, outcome: "fail", rating: 1 }],
      "1.1#1": [{ by: ana, outcome: "pass", rating: null }],
    });
    const split = region.getByRole("button", {
      name: `${name("red fox", "t2v-01", 1)}: Passed, 4 stars, has a note. 1 of 2 passed; 1 disagrees`,
    });
    expect(split.closest("li")?.querySelector("[data-agreement]")).toHaveTextContent("👥 1/2");
    // Judged by Ana alone: her pass is told, the cell's own badge still says this person's (none).
    const theirs = region.getByRole("button", { name: `${name("grey wolf", "t2v-02", 2)}: 1 of 1 passed` });
    expect(theirs.closest("li")?.querySelector("[data-agreement]")).toHaveTextContent("👥 1/1");
    // Nobody else judged the rest: no chip.
    expect(region.getAllByRole("listitem").filter((li) => li.querySelector("[data-agreement]"))).toHaveLength(2);
  });

  it("badges the cells under Failed QA with their verdict, not their status", async () => {
    const user = userEvent.setup();
    const region = await renderRun();
    await user.selectOptions(region.getByRole("combobox", { name: "Show" }), "Failed QA");
    const cells = region.getAllByRole("button", { name: /^Prompt:/ });
    expect(cells.map((cell) => cell.ariaLabel)).toEqual([
      `${name("red fox", "t2v-01", 2)}: Failed, 2 stars`,
      `${name("grey wolf", "t2v-01", 1)}: Failed, 1 star`,
    ]);
    for (const cell of cells) expect(cell.closest("li")).toHaveTextContent(/^[^C]*✗ Failed/);
  });

  it("colours the cells by outcome, then by rating, with the Heatmap", async () => {
    const user = userEvent.setup();
    const region = await renderRun();
    const heatmap = region.getByRole("button", { name: "Heatmap" });
    expect(heatmap).toHaveAttribute("aria-pressed", "false");
    expect(region.queryByRole("radiogroup", { name: "Colour by" })).toBeNull();
    await user.click(heatmap);
    expect(heatmap).toHaveAttribute("aria-pressed", "true");
    const heat = (prompt: string, model: string, repeat: number) =>
      region.getByRole("button", { name: new RegExp(`^${name(prompt, model, repeat)}`) }).querySelector("[data-heat]");
    expect(heat("red fox", "t2v-01", 1)).toHaveTextContent("✓");
    expect(heat("red fox", "t2v-01", 1)).toHaveClass("bg-emerald-200");
    expect(heat("grey wolf", "t2v-01", 1)).toHaveTextContent("✗");
    expect(heat("grey wolf", "t2v-02", 1)).toHaveTextContent("–");
    await user.click(region.getByRole("radio", { name: "Rating" }));
    expect(heat("grey wolf", "t2v-02", 1)).toHaveTextContent("★5");
    expect(heat("grey wolf", "t2v-01", 1)).toHaveClass("bg-red-200");
    expect(within(region.getByRole("list", { name: "Heatmap key" })).getAllByRole("listitem")).toHaveLength(6);
  });

  it("reads in Chinese once switched: names, totals, Heatmap", async () => {
    const region = await renderRun();
    await act(() => activateLocale("zh-CN"));
    expect(
      region.getByRole("button", { name: "提示词：red fox · 模型：t2v-01 · 第 1 次重复：通过，4 星，有备注" }),
    ).toBeInTheDocument();
    expect(region.getByText("4 个中通过 2 个 · 平均评分 3")).toBeInTheDocument();
    expect(region.getByRole("button", { name: "热力图" })).toBeInTheDocument();
  });
});
