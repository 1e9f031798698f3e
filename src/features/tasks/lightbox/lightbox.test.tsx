import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../../i18n/catalogs.ts";
import { ComposerControlProvider } from "../../../lib/composer-control.tsx";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { makeEntry, record } from "../../../test/deck-entries.ts";
import { AppProviders } from "../../../test/providers.tsx";
import { filterEntries } from "../history/filter.ts";
import { SelectionProvider } from "../../../components/selection/selection-context.tsx";
import Lightbox from "./lightbox.tsx";
import { closeLightbox, openLightbox } from "../../../lib/lightbox-store.ts";

const task = (i: number, prompt: string): DeckEntry => {
  const body = { model: "minimax/t2v-01-director", prompt };
  return makeEntry({
    id: `e${i}`,
    body,
    bodyKey: JSON.stringify(body),
    submittedAt: 1_750_000_000_000 - i * 60_000,
    record: record({
      request_id: `r${i}`,
      task_id: `t${i}`,
      status: "COMPLETED",
      progress: "100%",
      submit_time: 1,
      // data: URLs, so no result asks a host for anything.
      data: { video_urls: [`data:video/mp4;base64,AAA${i}`] },
    }),
  });
};

// Newest first: e0 … e4. The filter "cat" leaves e0, e2 and e4.
const all = ["A cat at sea", "A dog in a park", "A cat on a roof", "A horse", "A cat asleep"].map((p, i) => task(i, p));
const shown = filterEntries(all, { status: "all", mode: "all", query: "cat" });

const Providers = ({ children }: { children: ReactNode }) => (
  <AppProviders>
    <ComposerControlProvider>
      <SelectionProvider order={shown.map((entry) => entry.id)}>{children}</SelectionProvider>
    </ComposerControlProvider>
  </AppProviders>
);
const dialog = () => screen.getByRole("dialog", { name: "Video · minimax/t2v-01-director" });

describe("Lightbox", () => {
  afterEach(() => act(() => closeLightbox()));

  it("steps through the tasks the filter shows, with the arrows and the buttons, and stops at either end", async () => {
    const user = userEvent.setup();
    render(<Lightbox entries={shown} />, { wrapper: Providers });
    act(() => openLightbox("e2"));
    expect(within(dialog()).getByText("Task 2 of 3 shown")).toBeInTheDocument();
    expect(within(dialog()).getByText("A cat on a roof")).toBeInTheDocument();

    await user.keyboard("{ArrowRight}");
    expect(within(dialog()).getByText("Task 3 of 3 shown")).toBeInTheDocument();
    expect(within(dialog()).getByText("A cat asleep")).toBeInTheDocument();
    const next = within(dialog()).getByRole("button", { name: "Next" });
    expect(next).toHaveAttribute("aria-disabled", "true");
    await user.click(next);
    expect(within(dialog()).getByText("Task 3 of 3 shown")).toBeInTheDocument();

    // The dog between them is not in the filter: one step back is the roof, then the sea.
    await user.keyboard("{ArrowLeft}");
    expect(within(dialog()).getByText("A cat on a roof")).toBeInTheDocument();
    await user.click(within(dialog()).getByRole("button", { name: "Previous" }));
    expect(within(dialog()).getByText("Task 1 of 3 shown")).toBeInTheDocument();
    expect(within(dialog()).getByText("A cat at sea")).toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");
  });

  it("shows the result large with its Download, the model and the prompt's moves", () => {
    render(<Lightbox entries={[task(7, "A cat [Pan left] at sea")]} />, { wrapper: Providers });
    act(() => openLightbox("e7"));
    expect(within(dialog()).getByLabelText("Result video 1")).toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: /^Download( · .+)?$/ })).toHaveAccessibleDescription(/\.mp4$/);
    expect(within(dialog()).getByTitle("Camera move")).toHaveTextContent("[Pan left]");
    expect(within(dialog()).getByText("minimax/t2v-01-director", { selector: "span" })).toBeInTheDocument();
    // Chosen for Compare from here too.
    expect(within(dialog()).getByRole("checkbox", { name: /^Select Video · / })).not.toBeChecked();
    expect(within(dialog()).getByRole("button", { name: "Compare" })).toHaveAttribute("aria-disabled", "true");
  });

  it("closes when the task on show leaves the filter", async () => {
    const { rerender } = render(<Lightbox entries={shown} />, { wrapper: Providers });
    act(() => openLightbox("e4"));
    expect(dialog()).toBeInTheDocument();
    rerender(<Lightbox entries={shown.slice(0, 2)} />);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("reviews by keyboard: p/f pass or fail, 1–5 rate, n to the note, and counts the reviewed in the filter", async () => {
    const user = userEvent.setup();
    // Ids of this test's own: the page's one verdict book outlives a test.
    const review = ["A cat to judge", "A cat to skip", "A cat at the end"].map((p, i) => ({
      ...task(i, p),
      id: `rv${i}`,
    }));
    render(<Lightbox entries={review} />, { wrapper: Providers });
    act(() => openLightbox("rv0"));
    const verdict = within(await within(dialog()).findByRole("group", { name: "Verdict" }));
    // The count waits for the verdict book like the panel does, each on its own render.
    expect(await within(dialog()).findByText("0 of 3 reviewed")).toBeInTheDocument();

    await user.keyboard("p");
    await waitFor(() => expect(verdict.getByRole("button", { name: "Pass" })).toHaveAttribute("aria-pressed", "true"));
    expect(within(dialog()).getByText("1 of 3 reviewed")).toBeInTheDocument();
    await user.keyboard("4");
    await waitFor(() => expect(verdict.getByRole("radio", { name: "4 stars" })).toBeChecked());
    await user.keyboard("f");
    await waitFor(() => expect(verdict.getByRole("button", { name: "Fail" })).toHaveAttribute("aria-pressed", "true"));

    await user.keyboard("n");
    const note = verdict.getByRole("textbox", { name: "Note" });
    expect(note).toHaveFocus();
    // In the note, the letters are text.
    await user.keyboard("pf");
    expect(note).toHaveValue("pf");
    expect(verdict.getByRole("button", { name: "Fail" })).toHaveAttribute("aria-pressed", "true");
  });

  describe("in Chinese", () => {
    afterEach(() => act(() => activateLocale("en")));
    // The task's own name is the deck's (its catalog): found by its model, in either language.
    const chineseDialog = () => screen.getByRole("dialog", { name: /minimax\/t2v-01-director/ });

    it("names its buttons in Chinese and keeps the same keys: ← → step, p passes", async () => {
      const user = userEvent.setup();
      await act(() => activateLocale("zh-CN"));
      const review = ["A cat in Chinese", "A cat at the end"].map((p, i) => ({ ...task(i, p), id: `zh${i}` }));
      render(<Lightbox entries={review} />, { wrapper: Providers });
      act(() => openLightbox("zh0"));
      const box = within(chineseDialog());
      expect(box.getByText("显示中的第 1 / 2 个任务")).toBeInTheDocument();
      expect(await box.findByText("已评审 0 / 2")).toBeInTheDocument();
      expect(box.getByText("← → 上一个和下一个 · P 通过 · F 不通过 · 1–5 评分 · N 备注 · Esc 关闭")).toBeVisible();
      expect(box.getByRole("button", { name: "上一个" })).toHaveAttribute("aria-disabled", "true");
      expect(box.getByRole("button", { name: "克隆" })).toBeVisible();
      expect(box.getByRole("button", { name: "关闭" })).toBeVisible();
      expect(box.getByText("模型：", { exact: false })).toHaveTextContent("模型：minimax/t2v-01-director");

      await user.keyboard("p");
      await waitFor(() => expect(box.getByText("已评审 1 / 2")).toBeInTheDocument());
      await user.keyboard("{ArrowRight}");
      expect(box.getByText("显示中的第 2 / 2 个任务")).toBeInTheDocument();
      await user.click(box.getByRole("button", { name: "上一个" }));
      expect(box.getByText("A cat in Chinese")).toBeInTheDocument();
    });

    it("stays open on the same task through a switch, a note being typed kept", async () => {
      const user = userEvent.setup();
      const review = [{ ...task(0, "A cat with a note"), id: "zh-note" }];
      render(<Lightbox entries={review} />, { wrapper: Providers });
      act(() => openLightbox("zh-note"));
      const note = await within(dialog()).findByRole("textbox", { name: "Note" });
      await user.type(note, "猫的毛色不对");
      expect(within(dialog()).getByText("Task 1 of 1 shown")).toBeInTheDocument();

      await act(() => activateLocale("zh-CN"));
      const box = within(chineseDialog());
      expect(box.getByText("显示中的第 1 / 1 个任务")).toBeInTheDocument();
      expect(box.getByRole("button", { name: "克隆" })).toBeVisible();
      expect(box.queryByText("Task 1 of 1 shown")).toBeNull();
      expect(note).toBeInTheDocument();
      expect(note).toHaveValue("猫的毛色不对");
    });
  });
});
