import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../../i18n/catalogs.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { doneEntry } from "../../../test/deck-entries.ts";
import { AppProviders } from "../../../test/providers.tsx";
import CompareView from "./compare-view.tsx";

const video = (id: string, model: string, prompt: string): DeckEntry => {
  const body = { model, prompt };
  // data: URLs, so no video asks a host for anything.
  const data = { video_urls: [`data:video/mp4;base64,AAA${id}`] };
  return doneEntry(id, data, { body, bodyKey: JSON.stringify(body) }, { start_time: 2, finish_time: 32 });
};

const entries = [video("a", "minimax/t2v-01", "A fox [Pan left]"), video("b", "minimax/t2v-01-director", "A fox")];
const open = (ids = ["a", "b"]) =>
  render(<CompareView ids={ids} entries={entries} onClose={() => undefined} />, { wrapper: AppProviders });

describe("CompareView in Chinese", () => {
  afterEach(() => act(() => activateLocale("en")));

  it("names the transport, the sides' controls and the facts in Chinese, with the same keys", async () => {
    const user = userEvent.setup();
    await act(() => activateLocale("zh-CN"));
    open(["a", "b", "gone"]);
    const dialog = screen.getByRole("dialog", { name: "对比" });
    const playback = within(dialog).getByRole("toolbar", { name: "播放" });
    expect(within(playback).getByRole("button", { name: "全部播放" })).toBeVisible();
    expect(within(playback).getByRole("button", { name: "上一帧" })).toHaveAttribute("aria-keyshortcuts", ",");
    expect(within(playback).getByRole("slider", { name: "播放位置" })).toHaveAttribute(
      "aria-valuetext",
      "0.00 秒 / 0.00 秒",
    );
    expect(within(playback).getByRole("combobox", { name: "速度" })).toHaveValue("1");
    expect(within(playback).getByRole("button", { name: "循环" })).toHaveAttribute("aria-pressed", "true");
    expect(within(dialog).getByRole("button", { name: "静音 B" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(dialog).getByRole("button", { name: "擦除对比" }));
    expect(within(dialog).getByRole("slider", { name: "擦除位置" })).toHaveAttribute("aria-valuetext", "显示 A 的 50%");
    // One missing id: Chinese has one plural form, the count written out.
    expect(within(dialog).getByRole("alert")).toHaveTextContent("请求对比的 1 个任务不在此浏览器的历史记录中：gone。");

    const sideA = within(dialog).getByRole("region", { name: /^A: / });
    expect(within(sideA).getByText("模型")).toBeVisible();
    expect(within(sideA).getByText("提交时间")).toBeVisible();
    expect(within(sideA).getAllByText("不同")).not.toHaveLength(0);
    // Durations and dates in Chinese too.
    expect(within(sideA).getByText("运行时长").nextElementSibling).toHaveTextContent("30 秒");
    expect(within(sideA).getByText("提示词，与 B 对比")).toBeVisible();
    expect(within(sideA).getByText("新增：", { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "关闭" })).toBeVisible();
  });

  it("stays open through a language switch, its settings kept and its texts re-rendered", async () => {
    const user = userEvent.setup();
    open();
    const dialog = screen.getByRole("dialog", { name: "Compare" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Speed" }), "1.5");
    await user.click(within(dialog).getByRole("button", { name: "Loop" }));
    await user.click(within(dialog).getByRole("button", { name: "Wipe" }));
    const wipe = within(dialog).getByRole("slider", { name: "Wipe position" });
    // jsdom moves no range by keys: the value is set as a drag would.
    fireEvent.change(wipe, { target: { value: "30" } });
    expect(wipe).toHaveAttribute("aria-valuetext", "30% of A shown");

    await act(() => activateLocale("zh-CN"));
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "对比" })).toBe(dialog);
    expect(within(dialog).getByRole("combobox", { name: "速度" })).toHaveValue("1.5");
    expect(within(dialog).getByRole("button", { name: "循环" })).toHaveAttribute("aria-pressed", "false");
    expect(within(dialog).getByRole("slider", { name: "擦除位置" })).toHaveAttribute("aria-valuetext", "显示 A 的 30%");
    expect(within(dialog).getByRole("region", { name: /^B: / })).toHaveTextContent("模型");
    expect(within(dialog).queryByText("Model")).toBeNull();

    await act(() => activateLocale("en"));
    expect(within(dialog).getByRole("combobox", { name: "Speed" })).toHaveValue("1.5");
    expect(within(dialog).getByRole("region", { name: /^B: / })).toHaveTextContent("Model");
  });
});

// Images: under jsdom, a comparison of videos (whose transport updates during the first commit)
// was not seen mounting twice; in a browser it is (the dev-server journeys, e2e/dev/).
const image = (id: string) => doneEntry(id, { image_urls: [`data:image/png;base64,AAA${id}`] });
const images = [image("a"), image("b")];

describe("CompareView under StrictMode", () => {
  it("stays open through StrictMode's second mount, and only a person's close reaches onClose", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    // As the app mounts it: StrictMode around everything (main.tsx).
    render(
      <StrictMode>
        <AppProviders>
          <CompareView ids={["a", "b"]} entries={images} onClose={onClose} />
        </AppProviders>
      </StrictMode>,
    );
    const dialog = screen.getByRole("dialog", { name: "Compare" });
    expect(dialog).toHaveAttribute("open");
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
