import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../i18n/catalogs.ts";
import { clearBrowser, connectTo, renderApp, withSandbox } from "../../test/render-app.tsx";
import { modelPicker } from "../../test/model-picker.ts";

// The prompt's problems come from the contract as codes; the page words them in its language at
// render time, so a switch re-words those already on screen (and the prompt stays as typed).

const sandbox = withSandbox();
beforeEach(async () => {
  await clearBrowser();
  connectTo(sandbox(), { pollSeconds: 3 });
});
afterEach(() => act(() => activateLocale("en")));

const VIDEO = "A fox [Pan [Zoom in] left] [Spin] then [Tilt up";
const ENGLISH = {
  nested:
    "A bracket inside another at character 12 (the outer one opens at character 7): brackets do not nest, so move it out.",
  unknown: 'Unknown camera move "Spin": it will be sent as plain text.',
  unclosed: 'Unclosed "[" at character 40: close it with "]" on the same line, or it is sent as plain text.',
  flag: '--ff cannot be "fbx": use glb, obj, usd, usdz',
  note: "This model id is not in the catalog: every level and format the vendor documents is offered, and the service decides.",
};
const CHINESE = {
  nested: "第 12 个字符处的括号在另一个括号里（外层括号始于第 7 个字符）：括号不能嵌套，请把它移出来。",
  unknown: "未知的镜头运动“Spin”：它会作为普通文本发送。",
  unclosed: "第 40 个字符处的“[”未闭合：请在同一行用“]”闭合，否则会作为普通文本发送。",
  flag: "--ff 不能是“fbx”：请使用 glb, obj, usd, usdz",
  note: "此模型 ID 不在目录中：提供厂商文档列出的所有细分级别和文件格式，由服务决定是否接受。",
};

describe("the prompt's problems in both languages", () => {
  it("re-words bracket warnings and 3D flag problems on a switch, keeping the prompts", async () => {
    const { user } = renderApp();
    const prompt = await screen.findByRole("textbox", { name: "Prompt" });
    // user-event reads "[" as the start of a key name: "[[" types one.
    await user.type(prompt, VIDEO.replaceAll("[", "[["));
    expect(await screen.findByText(ENGLISH.nested)).toBeInTheDocument();
    expect(screen.getByText(ENGLISH.unknown)).toBeInTheDocument();
    expect(screen.getByText(ENGLISH.unclosed)).toBeInTheDocument();

    await act(() => activateLocale("zh-CN"));
    for (const text of [CHINESE.nested, CHINESE.unknown, CHINESE.unclosed])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(ENGLISH.nested)).toBeNull();
    expect(screen.getByRole("textbox", { name: "提示词" })).toHaveValue(VIDEO);

    await user.click(screen.getByRole("tab", { name: "3D" }));
    await screen.findByRole("form", { name: "3D 请求" });
    const model = await modelPicker(user, "模型");
    await user.clear(model);
    await user.type(model, "bytedance/seed3d-9.0");
    const threeD = screen.getByRole("textbox", { name: "提示词" });
    await user.clear(threeD);
    await user.type(threeD, "--ff fbx");
    expect(threeD).toHaveAccessibleDescription(new RegExp(CHINESE.flag));
    expect(screen.getByRole("combobox", { name: "细分级别" })).toHaveAccessibleDescription(new RegExp(CHINESE.note));

    await act(() => activateLocale("en"));
    expect(screen.getByRole("textbox", { name: "Prompt" })).toHaveAccessibleDescription(new RegExp(ENGLISH.flag));
    expect(screen.getByRole("combobox", { name: "Subdivision level" })).toHaveAccessibleDescription(
      new RegExp(ENGLISH.note),
    );
    await user.click(screen.getByRole("tab", { name: "Video" }));
    expect(screen.getByRole("textbox", { name: "Prompt" })).toHaveValue(VIDEO);
    expect(screen.getByText(ENGLISH.unclosed)).toBeInTheDocument();
  });
});
