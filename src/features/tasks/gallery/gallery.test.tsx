import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeLightbox, openLightbox } from "../../../lib/lightbox-store.ts";
import { SelectionProvider } from "../../../components/selection/selection-context.tsx";
import { generateEntries } from "../../../test/deck-entries.ts";
import { moveListsTo, scrollWindowTo, stubLayout } from "../../../test/layout-stub.ts";
import { AppProviders } from "../../../test/providers.tsx";
import Gallery from "./gallery.tsx";
import { STILL_AFTER_MS } from "./scrolling-flag.ts";

const entries = generateEntries(5000);
const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders>
    <SelectionProvider order={[]}>{children}</SelectionProvider>
  </AppProviders>
);

// The list 800 px wide at the page's top, in a 600 px window: four tiles of 191 px to a row, rows
// 203 px apart (a 12 px gap); the rows in view and two more either side are rendered.
const ROW_PX = 203;
const list = () => screen.getByRole("list", { name: "Task gallery" });
const positions = () =>
  within(list())
    .getAllByRole("listitem")
    .map((item) => Number(item.getAttribute("aria-posinset")));

describe("Gallery", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubLayout({ viewport: 600, item: () => 191 });
  });
  // Unmounted first: the stub's undo scrolls the page back, which a mounted gallery would render for.
  afterEach(() => {
    cleanup();
    restore();
  });

  it("puts only the rows near the view in the DOM, each tile saying where it stands in the whole", async () => {
    render(<Gallery entries={entries} />, { wrapper });
    // Rows 0–2 are in view, 3–4 below it.
    await waitFor(() => expect(positions()).toEqual(Array.from({ length: 20 }, (_, i) => i + 1)));
    expect(within(list()).getAllByRole("listitem")[0]).toHaveAttribute("aria-setsize", "5000");
  });

  it("renders the rows further down as the page scrolls there, and takes no pointer events until it is still", async () => {
    render(<Gallery entries={entries} />, { wrapper });
    await waitFor(() => expect(positions()).toHaveLength(20));
    act(() => scrollWindowTo(600 * ROW_PX));
    // Rows 600–602 are in view: from row 598 to row 604.
    expect(positions()[0]).toBe(598 * 4 + 1);
    expect(positions().at(-1)).toBe(605 * 4);
    expect(list()).toHaveAttribute("data-scrolling");
    await waitFor(() => expect(list()).not.toHaveAttribute("data-scrolling"), { timeout: STILL_AFTER_MS * 4 });
  });

  it("renders the rows brought into view when what is above the gallery shrinks, with no scroll", async () => {
    render(<Gallery entries={entries} />, { wrapper });
    await waitFor(() => expect(positions()).toHaveLength(20));
    // The gallery now starts 2,000 px above the window's top: rows 9–12 are in view.
    act(() => moveListsTo(-2000));
    expect(positions()[0]).toBe(7 * 4 + 1);
    expect(positions().at(-1)).toBe(15 * 4);
  });

  it("gives the focus back to the tile of the task last shown, scrolling its row in first", async () => {
    render(<Gallery entries={entries} />, { wrapper });
    await waitFor(() => expect(positions()).toHaveLength(20));
    act(() => openLightbox("id-2400"));
    act(() => closeLightbox());
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/#2400$/));
    // Its row (600) centred in the window.
    expect(window.scrollY).toBe(600 * ROW_PX - (600 - 191) / 2);
  });
});
