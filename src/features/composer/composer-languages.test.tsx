import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../i18n/catalogs.ts";
import { clearBrowser, connectTo, renderApp, withSandbox } from "../../test/render-app.tsx";
import { modelPicker } from "../../test/model-picker.ts";

const sandbox = withSandbox();
beforeEach(async () => {
  await clearBrowser();
  connectTo(sandbox(), { pollSeconds: 3 });
});
afterEach(() => act(() => activateLocale("en")));

const IMAGE_URL = "https://example.com/first-frame.png";

describe("composer in Chinese", () => {
  it("names its controls in Chinese and says what is wrong in Chinese", async () => {
    await act(() => activateLocale("zh-CN"));
    const { user } = renderApp();
    const prompt = await screen.findByRole("textbox", { name: "提示词" });
    expect(screen.getByRole("tab", { name: "视频" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("combobox", { name: "模型" })).toHaveValue("minimax/t2v-01-director");
    await user.click(prompt);
    expect(await screen.findByRole("group", { name: "镜头运动" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "提示词优化" })).toBeChecked();
    expect(screen.getByRole("region", { name: "将发送的内容" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "提交" }));
    expect(await screen.findByText("请填写提示词：文生视频需要提示词。")).toBeInTheDocument();
    expect(prompt).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("tab", { name: "3D" }));
    await screen.findByRole("form", { name: "3D 请求" });
    expect(screen.getByRole("combobox", { name: "细分级别" })).toHaveValue("medium");
    expect(screen.getByRole("combobox", { name: "文件格式" })).toHaveValue("glb");
    expect(screen.getByRole("textbox", { name: "源图片" })).toBeInTheDocument();
  });

  it("keeps the draft (mode, model, prompt, image) when the language switches mid-draft, and re-words it", async () => {
    const { user } = renderApp();
    const prompt = await screen.findByRole("textbox", { name: "Prompt" });
    const model = await modelPicker(user);
    await user.clear(model);
    await user.type(model, "minimax/i2v-01-director");
    await user.type(prompt, "A fox runs [[Push in]");
    const image = await screen.findByRole("textbox", { name: "First frame image" });
    // Pasted, so it is checked at once (a typed URL waits for a pause in typing).
    await user.click(image);
    fireEvent.paste(image);
    fireEvent.change(image, { target: { value: IMAGE_URL } });
    await user.click(screen.getByRole("tab", { name: "3D" }));
    await screen.findByRole("form", { name: "3D request" });
    await user.selectOptions(screen.getByRole("combobox", { name: "File format" }), "usdz");

    await act(() => activateLocale("zh-CN"));
    expect(screen.getByRole("tab", { name: "3D" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("combobox", { name: "文件格式" })).toHaveValue("usdz");
    expect(screen.getByRole("textbox", { name: "提示词" })).toHaveValue("--subdivisionlevel medium --fileformat usdz");
    await user.click(screen.getByRole("tab", { name: "视频" }));
    expect(screen.getByRole("textbox", { name: "提示词" })).toHaveValue("A fox runs [Push in]");
    expect(screen.getByRole("combobox", { name: "模型" })).toHaveValue("minimax/i2v-01-director");
    expect(screen.getByRole("textbox", { name: "首帧图片" })).toHaveValue(IMAGE_URL);
    expect(screen.getByRole("button", { name: "提交" })).toBeInTheDocument();
    // The shot sequence names the moves in the interface's language; the prompt keeps them as typed.
    expect(screen.getByText("镜头序列：1 · 推进")).toBeInTheDocument();

    await act(() => activateLocale("en"));
    expect(screen.getByRole("textbox", { name: "Prompt" })).toHaveValue("A fox runs [Push in]");
    expect(screen.getByRole("textbox", { name: "First frame image" })).toHaveValue(IMAGE_URL);
    expect(screen.getByText("Shot sequence: 1 · Push in")).toBeInTheDocument();
  });
});
