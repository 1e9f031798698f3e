import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Run } from "../../../contract/run.ts";
import { activateLocale } from "../../../i18n/catalogs.ts";
import { makeGridRun, modelAxis, promptAxis } from "../../../test/grid-runs.ts";
import { cellName, renderRunView } from "../../../test/render-run.tsx";
import { closeLightbox } from "../../../lib/lightbox-store.ts";
import { loadVerdictBook } from "../../../entities/verdict/use-verdict-book.ts";

// A 2 × 2 run with 3 repeats: ids of this file's own (the page's verdict book outlives a test).
const run: Run = makeGridRun({
  id: "view-test",
  name: "Lighthouse phrasing",
  axes: [promptAxis("a lighthouse", "a harbour"), modelAxis("t2v-01", "t2v-02")],
  repeats: 3,
});
run.cells[11] = { ...run.cells[11]!, entryId: null };
const statuses = Object.fromEntries(run.cells.map((cell) => [cell.key, "COMPLETED"]));
statuses["1.0#2"] = "IN_PROGRESS";
const name = cellName;
const hash = (keys: string[]) => "#compare=" + keys.map((key) => encodeURIComponent(`view-test:${key}`)).join(",");

const renderRun = (shown: Run = run) => renderRunView(shown, statuses);

describe("run view", () => {
  afterEach(async () => {
    await act(() => activateLocale("en"));
    act(() => closeLightbox());
    history.replaceState(null, "", "/");
  });

  it("shows the axes as rows × columns, each cell's status, and the run's progress", async () => {
    const region = await renderRun();
    expect(region.getByText("10 of 12 finished, 1 running, 1 not sent")).toBeInTheDocument();
    const table = region.getByRole("table");
    const headers = (role: string) =>
      within(table)
        .getAllByRole(role)
        .map((th) => within(th).queryByRole("button")?.ariaLabel);
    expect(headers("rowheader")).toEqual(["Compare row a lighthouse", "Compare row a harbour"]);
    expect(headers("columnheader")).toEqual([undefined, "Compare column t2v-01", "Compare column t2v-02"]);
    const cell = region.getByRole("button", { name: name("a harbour", "t2v-01", 3) });
    expect(cell.closest("li")).toHaveTextContent("In progress");
    expect(region.getByText("Not sent yet")).toBeInTheDocument();
  });

  it("names every header of a one-axis run: its single column is Results", async () => {
    const single = makeGridRun({ id: "view-one-axis", name: "Two phrasings", axes: [promptAxis("a cat", "a dog")] });
    const table = within((await renderRun(single)).getByRole("table"));
    expect(table.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Rows: Prompt", "Results"]);
    for (const th of [...table.getAllByRole("columnheader"), ...table.getAllByRole("rowheader")])
      expect(th.textContent).not.toBe("");
  });

  it("opens a cell in the lightbox, named after the cell, which walks the grid's results in order", async () => {
    const user = userEvent.setup();
    const region = await renderRun();
    await user.click(region.getByRole("button", { name: name("a lighthouse", "t2v-02", 3) }));
    // The lightbox is a chunk of its own: on a busy machine it may take a while.
    const title = await screen.findByRole("heading", { name: name("a lighthouse", "t2v-02", 3) }, { timeout: 10_000 });
    const dialog = title.closest("dialog")!;
    expect(within(dialog).queryByText(/^Task \d+ of \d+ shown$/)).toBeNull();
    // jsdom's stand-in for showModal leaves focus on the tile; the browser moves it into the dialog.
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard("{ArrowRight}");
    // Row 2's first cell: the grid's order, not the deck's.
    expect(within(dialog).getByRole("heading", { name: name("a harbour", "t2v-01", 1) })).toBeInTheDocument();
    expect(within(dialog).getByText("a harbour / t2v-01")).toBeInTheDocument();
  });

  it("says why a row of more than four results is not compared, and compares selected cells", async () => {
    const user = userEvent.setup();
    const region = await renderRun();
    await user.click(region.getByRole("button", { name: "Compare row a lighthouse" }));
    expect(
      region.getByText(
        "Row “a lighthouse” has 6 results: Compare shows at most 4. Select up to 4 of its cells and press Compare.",
      ),
    ).toBeInTheDocument();
    expect(location.hash).toBe("");
    await user.click(region.getByRole("checkbox", { name: `Select ${name("a lighthouse", "t2v-01", 2)}` }));
    await user.click(region.getByRole("checkbox", { name: `Select ${name("a harbour", "t2v-02", 1)}` }));
    await user.click(region.getByRole("button", { name: "Compare" }));
    expect(location.hash).toBe(hash(["0.0#1", "1.1#0"]));
  });

  it("filters the grid to failed QA, and counts what is reviewed", async () => {
    const user = userEvent.setup();
    const book = await loadVerdictBook();
    await book.update("view-test:0.0#1", { outcome: "fail" });
    const region = await renderRun();
    await waitFor(() => expect(region.getByText("1 of 10 reviewed")).toBeInTheDocument());
    await user.selectOptions(region.getByRole("combobox", { name: "Show" }), "Failed QA");
    expect(region.getAllByRole("button", { name: /^Prompt:/ }).map((button) => button.ariaLabel)).toEqual([
      `${name("a lighthouse", "t2v-01", 2)}: Failed`,
    ]);
  });

  it("reads in Chinese once switched: progress, headers, cells, filters and the Sending group", async () => {
    const region = await renderRun();
    await act(() => activateLocale("zh-CN"));
    expect(region.getByText("12 个中已完成 10 个，1 个运行中，1 个未发送")).toBeInTheDocument();
    expect(region.getByRole("button", { name: "对比行 a lighthouse" })).toBeInTheDocument();
    expect(
      region.getByRole("button", { name: "提示词：a harbour · 模型：t2v-01 · 第 3 次重复" }).closest("li"),
    ).toBeInTheDocument();
    expect(region.getByText("尚未发送")).toBeInTheDocument();
    const show = region.getByRole("combobox", { name: "显示" });
    expect(within(show).getByRole("option", { name: "QA 不通过" })).toBeInTheDocument();
    const sending = region.getByRole("group", { name: "发送" });
    expect(within(sending).getByText("1 个单元格尚未发送")).toBeInTheDocument();
    expect(within(sending).getByRole("button", { name: "取消剩余" })).toBeInTheDocument();
  });
});
