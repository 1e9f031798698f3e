import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { IGNORES_MOVES } from "../../lib/move-notes.ts";
import { activateLocale } from "../../i18n/catalogs.ts";
import { VideoPrompt } from "./video-prompt.tsx";

function Harness({ initial, directivesApply = true }: { initial: string; directivesApply?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <VideoPrompt
      value={value}
      onChange={setValue}
      onBlur={() => undefined}
      inputRef={null}
      max={2000}
      directivesApply={directivesApply}
    />
  );
}

function renderPrompt(initial: string, directivesApply?: boolean) {
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={i18n}>
      <Harness initial={initial} directivesApply={directivesApply} />
    </I18nProvider>,
  );
  const prompt = screen.getByRole("textbox", {
    name: i18n.locale === "zh-CN" ? "提示词" : "Prompt",
  }) as HTMLTextAreaElement;
  return { user, prompt, caretAt: (at: number) => prompt.setSelectionRange(at, at) };
}

const COMBINE = "Combine several into one simultaneous move";

describe("VideoPrompt: the camera palette", () => {
  it("inserts after the bracket the caret is in, never inside it", async () => {
    const { user, prompt, caretAt } = renderPrompt("A fox [Pan left] runs");
    caretAt(10);
    await user.click(screen.getByRole("button", { name: "Tilt up" }));
    // The insertion code loads with the palette's first hover or focus (use-prompt-tools.ts).
    await waitFor(() => expect(prompt).toHaveValue("A fox [Pan left] [Tilt up] runs"));
    expect(prompt).toHaveFocus();
    expect(prompt.selectionStart).toBe(26);
    expect(screen.getByText("Shot sequence: 1 · Pan left → 2 · Tilt up")).toBeInTheDocument();
  });

  it("with Combine on, adds the picked moves to the bracket the caret is in", async () => {
    const { user, prompt, caretAt } = renderPrompt("A fox [Pan left] runs");
    await user.click(screen.getByRole("checkbox", { name: COMBINE }));
    await user.click(screen.getByRole("button", { name: "Tilt up" }));
    await user.click(screen.getByRole("button", { name: "Zoom in" }));
    caretAt(8);
    await user.click(screen.getByRole("button", { name: "Insert together [Tilt up,Zoom in]" }));
    expect(prompt).toHaveValue("A fox [Pan left,Tilt up,Zoom in] runs");
    expect(screen.getByText("Shot sequence: 1 · Pan left + Tilt up + Zoom in")).toBeInTheDocument();
  });

  it("reads Chinese moves in full-width brackets and sends them as typed", () => {
    const { prompt } = renderPrompt("男子拿起一本书【上升】，然后阅读[固定，变焦推近]。");
    expect(prompt).toHaveAccessibleDescription(/Shot sequence: 1 · Pedestal up → 2 · Static shot \+ Zoom in/);
    expect(prompt).toHaveValue("男子拿起一本书【上升】，然后阅读[固定，变焦推近]。");
  });

  it("warns about an unclosed and a nested bracket with their positions", async () => {
    renderPrompt("[Pan [Tilt up] left] then [Zoom in");
    // The bracket checks load once the prompt holds a bracket (use-prompt-tools.ts).
    expect(
      await screen.findByText(
        "A bracket inside another at character 6 (the outer one opens at character 1): brackets do not nest, so move it out.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Unclosed "[" at character 27: close it with "]" on the same line, or it is sent as plain text.',
      ),
    ).toBeInTheDocument();
  });

  it("says a model ignores camera moves, offers no palette and marks nothing", () => {
    const { prompt } = renderPrompt("A face [Pan left]", false);
    expect(prompt).toHaveAccessibleDescription(new RegExp(i18n._(IGNORES_MOVES).replace(/[.:]/g, "\\$&")));
    expect(screen.queryByRole("group", { name: "Camera moves" })).toBeNull();
    expect(screen.queryByText(/Shot sequence/)).toBeNull();
    expect(document.querySelector("mark")).toBeNull();
  });
});

describe("VideoPrompt: the language moves are inserted in", () => {
  afterEach(() => act(() => activateLocale("en")));

  it("inserts English moves into an English prompt, Chinese moves into a Chinese one, the palette in English", async () => {
    const { user, prompt, caretAt } = renderPrompt("A fox runs");
    caretAt(10);
    const palette = screen.getByRole("group", { name: "Camera moves" });
    expect(within(palette).getByRole("combobox", { name: "Insert moves in" })).toHaveValue("en");
    await user.click(within(palette).getByRole("button", { name: "Push in" }));
    await waitFor(() => expect(prompt).toHaveValue("A fox runs [Push in]"));

    await user.clear(prompt);
    await user.type(prompt, "一只狐狸在奔跑");
    expect(within(palette).getByRole("combobox", { name: "Insert moves in" })).toHaveValue("zh");
    await user.click(within(palette).getByRole("button", { name: "Push in" }));
    expect(prompt).toHaveValue("一只狐狸在奔跑[推进]");
    expect(screen.getByText("Shot sequence: 1 · Push in")).toBeInTheDocument();
  });

  it("labels the palette in Chinese in a Chinese interface, and inserts in the language picked for the prompt", async () => {
    await act(() => activateLocale("zh-CN"));
    const { user, prompt } = renderPrompt("");
    const palette = screen.getByRole("group", { name: "镜头运动" });
    const language = within(palette).getByRole("combobox", { name: "插入镜头运动的语言" });
    // An empty prompt takes the interface's language.
    expect(language).toHaveValue("zh");
    await user.click(within(palette).getByRole("button", { name: "推进" }));
    await waitFor(() => expect(prompt).toHaveValue("[推进]"));
    expect(screen.getByText("镜头序列：1 · 推进")).toBeInTheDocument();

    await user.selectOptions(language, "en");
    await user.click(within(palette).getByRole("button", { name: "左摇" }));
    expect(prompt).toHaveValue("[推进] [Pan left]");
    // The pick holds for this prompt, whatever it holds next.
    await user.type(prompt, " 狐狸");
    await user.click(within(palette).getByRole("button", { name: "固定" }));
    expect(prompt).toHaveValue("[推进] [Pan left] 狐狸[Static shot]");
  });
});
