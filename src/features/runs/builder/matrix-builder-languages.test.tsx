import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../../i18n/catalogs.ts";
import { clearBrowser, connectTo, renderApp, withSandbox } from "../../../test/render-app.tsx";

// The run builder in Chinese and English: its controls named in the current language, counts
// with the language's plural rules, and a switch that keeps what was typed.

const sandbox = withSandbox();
beforeEach(async () => {
  await clearBrowser();
  connectTo(sandbox(), { pollSeconds: 3 });
});
afterEach(async () => {
  await act(() => activateLocale("en"));
});

/** The composer with a prompt typed and Matrix on (in English, whose names the composer's tests own). */
async function openBuilder() {
  const { user } = renderApp();
  await user.click(await screen.findByRole("textbox", { name: "Prompt" }));
  await user.paste("A fox runs");
  await user.click(screen.getByRole("switch", { name: "Matrix" }));
  await user.click(await screen.findByRole("button", { name: "Add axis" }));
  return user;
}

describe("run builder in two languages", () => {
  it("counts one task as one (no “1 tasks”)", async () => {
    const user = await openBuilder();
    await user.click(screen.getByRole("textbox", { name: "Values" }));
    await user.paste("A crane");
    expect(screen.getByRole("heading", { name: "1 task" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send 1 task" })).toBeInTheDocument();
  });

  it("switches to Chinese while values are typed: nothing is lost, every text changes", async () => {
    const user = await openBuilder();
    await user.selectOptions(screen.getByRole("combobox", { name: "Axis" }), "Model");
    await user.click(screen.getByRole("textbox", { name: "Values" }));
    await user.paste("minimax/t2v-01\nnot a model");

    await act(() => activateLocale("zh-CN"));
    const axis = screen.getByRole("group", { name: "维度 1" });
    expect(within(axis).getByRole("combobox", { name: "维度" })).toHaveDisplayValue("模型");
    expect(within(axis).getByRole("textbox", { name: "取值" })).toHaveValue("minimax/t2v-01\nnot a model");
    expect(screen.getByRole("button", { name: "添加维度" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "重复次数" })).toHaveValue("1");
    expect(screen.getByRole("heading", { name: "2 个任务" })).toBeInTheDocument();
    expect(screen.getByText(/^单元格 2（模型：not a model）：/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "发送 2 个任务" }));
    expect(screen.getByRole("alert")).toHaveTextContent("未发送：请先修正上面列出的问题。");

    // A prompt axis in Chinese: the search term's field and its help.
    await user.click(screen.getByRole("button", { name: "添加维度" }));
    const second = screen.getByRole("group", { name: "维度 2" });
    await user.selectOptions(within(second).getByRole("combobox", { name: "维度" }), "提示词");
    expect(within(second).getByRole("textbox", { name: "要替换的词" })).toHaveAccessibleDescription(
      "留空：每个取值都是一条完整的提示词。",
    );

    await act(() => activateLocale("en"));
    expect(screen.getByRole("textbox", { name: "Values", description: /model id/ })).toHaveValue(
      "minimax/t2v-01\nnot a model",
    );
    expect(screen.getByRole("heading", { name: "0 tasks" })).toBeInTheDocument();
  });
});
