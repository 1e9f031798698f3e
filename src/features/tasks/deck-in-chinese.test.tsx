import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../i18n/catalogs.ts";
import { NOW, card, openDetails, running } from "../../test/card-entries.ts";
import { makeEntry, record } from "../../test/deck-entries.ts";
import { render } from "../../test/render-translated.tsx";
import { TaskCard } from "./card/task-card.tsx";
import { notificationOf, titleWithCount } from "./finished-while-hidden.ts";
import type { HistoryFilters } from "./history/filter.ts";
import { HistoryToolbar } from "./history/history-toolbar.tsx";
import { compareReadiness } from "../../components/selection/selection.ts";

const zh = () => act(() => activateLocale("zh-CN"));

function Toolbar({ total, shown }: { total: number; shown: number }) {
  const [filters, setFilters] = useState<HistoryFilters>({ status: "all", mode: "all", query: "" });
  return (
    <HistoryToolbar
      filters={filters}
      onChange={setFilters}
      total={total}
      shown={shown}
      onExport={vi.fn()}
      onImport={vi.fn()}
    />
  );
}

describe("the task deck in Chinese", () => {
  afterEach(() => act(() => activateLocale("en")));

  it("names a card's status, progress, times and controls in Chinese, dates through Intl", async () => {
    render(<TaskCard entry={running()} now={NOW} actions={<p>actions</p>} />);
    await zh();
    const article = card("视频 · minimax/t2v-01-director");
    expect(within(article).getByText("生成中")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "进度" })).toHaveAttribute("aria-valuenow", "45");
    expect(within(article).getByText("详情")).toBeInTheDocument();
    await openDetails(userEvent.setup(), "视频 · minimax/t2v-01-director");
    const submitted = screen.getByText("提交时间", { selector: "dt" }).nextElementSibling;
    // "2025年8月24日 …" and "1分钟前": not "Aug 24, 2025 · 1 min ago", nor half of each.
    expect(submitted).toHaveTextContent(/^2025年8月2[34]日 \d{2}:\d{2}:\d{2} · 1分钟前$/);
    expect(screen.getByText("运行时长", { selector: "dt" }).nextElementSibling).toHaveTextContent(/^1 分$/);
    expect(screen.getByRole("button", { name: "显示原始记录" })).toBeInTheDocument();
  });

  it("counts tasks in the toolbar with the catalogs' plurals, in both languages", async () => {
    const { rerender } = render(<Toolbar total={1} shown={1} />);
    expect(screen.getByText(/^Showing /)).toHaveTextContent("Showing 1 of 1 task");
    rerender(<Toolbar total={1200} shown={3} />);
    expect(screen.getByText(/^Showing /)).toHaveTextContent("Showing 3 of 1,200 tasks");
    await zh();
    expect(screen.getByText(/^显示 /)).toHaveTextContent("显示 3 / 1,200 个任务");
    expect(compareReadiness(1).reason).toBe("再选择 1 个结果即可对比。");
  });

  it("keeps a typed search when the language switches, and renames the controls", async () => {
    const user = userEvent.setup();
    render(<Toolbar total={2} shown={2} />);
    await user.type(screen.getByRole("searchbox", { name: "Search tasks" }), "狐狸 fox");
    await zh();
    expect(screen.getByRole("searchbox", { name: "搜索任务" })).toHaveValue("狐狸 fox");
    expect(screen.getByRole("combobox", { name: "状态" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "评审结论" })).toHaveDisplayValue("全部");
    expect(screen.queryByRole("searchbox", { name: "Search tasks" })).toBeNull();
  });

  it("counts finished tasks in the tab title and names them in the notification in Chinese", async () => {
    await zh();
    expect(titleWithCount("Taskdeck", 2)).toBe("(2 个已完成) Taskdeck");
    // A count left by the other language is replaced, never stacked.
    expect(titleWithCount("(3) Taskdeck", 4)).toBe("(4 个已完成) Taskdeck");
    expect(titleWithCount("(4 个已完成) Taskdeck", 0)).toBe("Taskdeck");
    const done = makeEntry({
      id: "a",
      state: "accepted",
      requestId: "r-a",
      body: { model: "minimax/t2v-01-director", prompt: "一只狐狸" },
      record: record({ request_id: "r-a", status: "COMPLETED" }),
    });
    expect(notificationOf(done).title).toBe("已完成：视频 · minimax/t2v-01-director");
  });
});
