import { screen, waitFor, within } from "@testing-library/react";
import { render } from "../../../test/render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { useMemo, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { filterEntries, presentStatuses, type HistoryFilters } from "./filter.ts";
import { HistoryToolbar, type HistoryToolbarProps } from "./history-toolbar.tsx";
import { stubLayout } from "../../../test/layout-stub.ts";
import { generateEntries } from "../../../test/deck-entries.ts";
import { VirtualTaskList } from "./virtual-task-list.tsx";

const ALL: HistoryFilters = { status: "all", mode: "all", query: "" };
const entries = generateEntries(5000);

/** The toolbar and list wired the way the tasks pane wires them. */
function History({ items = entries, ...handlers }: Partial<HistoryToolbarProps> & { items?: DeckEntry[] }) {
  const [filters, setFilters] = useState(ALL);
  const shown = useMemo(() => filterEntries(items, filters), [items, filters]);
  const statuses = useMemo(() => presentStatuses(items), [items]);
  return (
    <>
      <HistoryToolbar
        filters={filters}
        onChange={setFilters}
        total={items.length}
        shown={shown.length}
        statuses={statuses}
        onExport={handlers.onExport ?? vi.fn()}
        onImport={handlers.onImport ?? vi.fn()}
      />
      <VirtualTaskList
        entries={shown}
        renderItem={(entry) => <article aria-label={`Task ${entry.id}`}>{String(entry.body.prompt)}</article>}
      />
    </>
  );
}

const count = () => screen.getByText(/^Showing /);
const cards = () => within(screen.getByRole("list", { name: "Task history" })).queryAllByRole("article");

describe("HistoryToolbar", () => {
  let restore: () => void;
  beforeEach(() => (restore = stubLayout({ viewport: 600, item: () => 100 })));
  afterEach(() => restore());

  it("filters the list as the search is typed, and says how many are shown", async () => {
    const user = userEvent.setup();
    render(<History />);
    expect(count()).toHaveTextContent("Showing 5,000 of 5,000 tasks");
    expect(count()).toHaveAttribute("aria-live", "polite");

    await user.type(screen.getByRole("searchbox", { name: "Search tasks" }), "#4999");
    expect(count()).toHaveTextContent("Showing 1 of 5,000 tasks");
    expect(cards().map((card) => card.getAttribute("aria-label"))).toEqual(["Task id-4999"]);

    await user.clear(screen.getByRole("searchbox", { name: "Search tasks" }));
    await user.type(screen.getByRole("searchbox", { name: "Search tasks" }), "CAT");
    const expected = filterEntries(entries, { ...ALL, query: "cat" }).length;
    expect(count()).toHaveTextContent(`Showing ${expected.toLocaleString("en")} of 5,000 tasks`);
    expect(cards().every((card) => /cat/i.test(card.textContent ?? ""))).toBe(true);
  });

  it("filters by status and mode", async () => {
    const user = userEvent.setup();
    render(<History />);
    const status = screen.getByRole("combobox", { name: "Status" });
    // Documented statuses always; pseudo ones because they occur in this history.
    for (const name of ["All", "Queued", "Completed", "Timed out", "Sending…", "Unknown to the server", "WEIRD_NEW"])
      expect(within(status).getByRole("option", { name })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Mode" }), "3D");
    const threeD = filterEntries(entries, { ...ALL, mode: "3d" }).length;
    expect(threeD).toBeLessThan(5000);
    expect(count()).toHaveTextContent(`Showing ${threeD.toLocaleString("en")} of 5,000`);

    await user.selectOptions(status, "Failed");
    const both = filterEntries(entries, { ...ALL, status: "FAILED", mode: "3d" });
    expect(both.length).toBeGreaterThan(0);
    expect(count()).toHaveTextContent(`Showing ${both.length.toLocaleString("en")} of 5,000`);
    expect(cards()[0]).toHaveAccessibleName(`Task ${both[0]?.id}`);

    // Every failed task in this data is a 3D one.
    await user.selectOptions(screen.getByRole("combobox", { name: "Mode" }), "Video");
    expect(count()).toHaveTextContent("Showing 0 of 5,000");
  });

  it("offers only the pseudo statuses that occur", () => {
    render(<History items={entries.filter((e) => e.state === "refused" && !e.gone)} />);
    const status = screen.getByRole("combobox", { name: "Status" });
    expect(within(status).getByRole("option", { name: "Not created" })).toBeInTheDocument();
    expect(within(status).queryByRole("option", { name: "Sending…" })).toBeNull();
  });

  it("asks for an export in the chosen format", async () => {
    const user = userEvent.setup();
    const onExport = vi.fn();
    render(<History onExport={onExport} />);
    await user.click(screen.getByRole("button", { name: "Export JSON" }));
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(onExport.mock.calls).toEqual([["json"], ["csv"]]);
  });

  it("says when an export fails, and has nothing to export from an empty history", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<History onExport={() => Promise.reject(new Error("chunk failed to load"))} />);
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Export failed: chunk failed to load");
    unmount();
    render(<History items={[]} />);
    expect(screen.getByRole("button", { name: "Export JSON" })).toBeDisabled();
    expect(count()).toHaveTextContent("Showing 0 of 0 tasks");
  });

  it("runs one transfer at a time", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onExport = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<History onExport={onExport} />);
    const button = screen.getByRole("button", { name: "Export JSON" });
    await user.click(button);
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(onExport).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute("aria-disabled"));
    await user.click(button);
    expect(onExport).toHaveBeenCalledTimes(2);
  });

  it("opens the file picker from the button and hands over the chosen file, twice if chosen twice", async () => {
    const user = userEvent.setup();
    const onImport = vi.fn();
    render(<History onImport={onImport} />);
    const input = screen.getByLabelText("Import history file");
    expect(input).toHaveAttribute("accept", "application/json,.json");
    const opened = vi.fn();
    input.addEventListener("click", opened);
    await user.click(screen.getByRole("button", { name: "Import JSON…" }));
    expect(opened).toHaveBeenCalledTimes(1);

    const file = new File(['{"format":"taskdeck-history"}'], "history.json", { type: "application/json" });
    await user.upload(input, file);
    await user.upload(input, file);
    expect(onImport).toHaveBeenCalledTimes(2);
    expect(onImport).toHaveBeenCalledWith(file);
  });
});
