import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { render as renderNow } from "../../../test/render-translated.tsx";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { scrollWindowTo, stubLayout } from "../../../test/layout-stub.ts";
import { generateEntries } from "../../../test/deck-entries.ts";
import { VirtualTaskList, WHOLE_LIST_LIMIT } from "./virtual-task-list.tsx";

const card = (entry: DeckEntry) => <article aria-label={`Task ${entry.id}`}>{String(entry.body.prompt)}</article>;
const entries = generateEntries(5000);

/**
 * Renders, waits for the virtualiser's chunk where the list is long (it places its items: a style
 * each), then lets the sizes the (stubbed) ResizeObserver reports come in, as a browser's layout would.
 */
async function render(ui: ReactElement, windowed = true) {
  renderNow(ui);
  if (windowed) await waitFor(() => expect(screen.getAllByRole("listitem")[0]).toHaveAttribute("style"));
  await act(async () => {});
  await act(async () => {});
}

describe("VirtualTaskList", () => {
  let restore: () => void;
  // A 600 px window and 100 px cards (card id-1 is 300 px, to see heights measured, not assumed);
  // the list renders 2,400 px beyond the view either side: at most 60 such cards.
  beforeEach(() => {
    restore = stubLayout({
      viewport: 600,
      item: (el) => (el.querySelector("[aria-label='Task id-1']") ? 300 : 100),
    });
  });
  afterEach(() => restore());

  it("puts only a window of 5,000 tasks in the DOM, each saying where it stands", async () => {
    await render(<VirtualTaskList entries={entries} renderItem={card} />);
    const list = screen.getByRole("list", { name: "Task history" });
    const items = within(list).getAllByRole("listitem");
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeLessThanOrEqual(60);
    expect(items[0]).toHaveAttribute("aria-posinset", "1");
    expect(items[0]).toHaveAttribute("aria-setsize", "5000");
    expect(within(list).getByRole("article", { name: "Task id-0" })).toBeInTheDocument();
    // The page scrolls it: no box of its own that a keyboard would have to enter.
    expect(list).not.toHaveAttribute("tabindex");
  });

  it("renders the tasks further down once the page is scrolled there", async () => {
    // Cards not yet rendered are placed by the estimate; matching the stub makes the target exact.
    await render(<VirtualTaskList entries={entries} renderItem={card} gap={0} estimateSize={100} />);
    const list = screen.getByRole("list", { name: "Task history" });
    await act(async () => scrollWindowTo(2500 * 100 + 200));
    const items = within(list).getAllByRole("listitem");
    expect(items.length).toBeLessThanOrEqual(60);
    expect(within(list).queryByRole("article", { name: "Task id-0" })).toBeNull();
    const positions = items.map((item) => Number(item.getAttribute("aria-posinset")));
    expect(positions).toContain(2503);
    expect(within(list).getByRole("article", { name: `Task ${entries[2502]?.id}` })).toBeInTheDocument();
  });

  it("places each card under the measured height of the ones above, the gap inside each item's box", async () => {
    // The stub's heights are the items' boxes, the gap included (a browser measures it so).
    await render(<VirtualTaskList entries={entries} renderItem={card} gap={10} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items[1]).toHaveStyle({ top: "100px" });
    // id-1 measured 300 px, so id-2 starts after 100 + 300.
    expect(items[2]).toHaveStyle({ top: "400px" });
    expect(items[0]?.firstElementChild).toHaveStyle({ paddingBottom: "10px" });
  });

  it("shows a short list whole, without the virtualiser", async () => {
    // The virtualiser's chunk here first, so that only the limit keeps it away.
    await render(<VirtualTaskList entries={entries.slice(0, WHOLE_LIST_LIMIT + 1)} renderItem={card} />);
    cleanup();
    await render(<VirtualTaskList entries={entries.slice(0, 3)} renderItem={card} />, false);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveAttribute("aria-setsize", "3");
    // Placed by the page's flow, not by a virtualiser.
    expect(items.every((item) => !item.hasAttribute("style"))).toBe(true);
  });

  it("windows a list longer than the limit, and keeps it windowed when it shrinks", async () => {
    const { rerender } = renderNow(<VirtualTaskList entries={entries.slice(0, WHOLE_LIST_LIMIT)} renderItem={card} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(WHOLE_LIST_LIMIT);
    rerender(<VirtualTaskList entries={entries.slice(0, WHOLE_LIST_LIMIT + 1)} renderItem={card} />);
    await waitFor(() => expect(screen.getAllByRole("listitem")[0]).toHaveAttribute("style"));
    rerender(<VirtualTaskList entries={entries.slice(0, 3)} renderItem={card} />);
    expect(screen.getAllByRole("listitem")[0]).toHaveAttribute("style");
  });
});
