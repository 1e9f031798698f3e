import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../i18n/catalogs.ts";
import { renderApp, withConnectedSandbox } from "../../test/render-app.tsx";
import { modelPicker } from "../../test/model-picker.ts";

// A field error already on screen follows a language switch, without the field being checked
// again (worded-resolver.ts): the value checked is the one the error is about.

withConnectedSandbox();
afterEach(() => act(() => activateLocale("en")));

describe("field errors on a language switch", () => {
  it("re-words an image field's error on screen, and keeps the value it is about", async () => {
    const { user } = renderApp();
    await screen.findByRole("combobox", { name: "Model" });
    await user.clear(await modelPicker(user));
    await user.paste("minimax/i2v-01-director");
    const image = await screen.findByRole("textbox", { name: "First frame image" }, { timeout: 10_000 });
    await user.click(image);
    fireEvent.paste(image);
    fireEvent.change(image, { target: { value: "not an image" } });
    expect(await screen.findByText("Enter an http(s) URL to an image, or choose a file.")).toBeInTheDocument();

    await act(() => activateLocale("zh-CN"));
    expect(screen.getByText("请输入图片的 http(s) URL，或选择文件。")).toBeInTheDocument();
    expect(screen.queryByText(/Enter an http/)).toBeNull();
    expect(screen.getByRole("textbox", { name: "首帧图片" })).toHaveValue("not an image");
  });

  it("re-words the errors a Submit put on screen, the model's and the source image's", async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole("tab", { name: "3D" }));
    const form = within(await screen.findByRole("form", { name: "3D request" }));
    await user.clear(await modelPicker(user));
    await user.click(form.getByRole("button", { name: "Submit" }));
    expect(await form.findByText("Choose a model, or type an id like vendor/model-name.")).toBeInTheDocument();
    expect(form.getByText("Add a source image: an http(s) URL or a file.")).toBeInTheDocument();

    await act(() => activateLocale("zh-CN"));
    expect(form.getByText("请选择模型，或输入 vendor/model-name 形式的 ID。")).toBeInTheDocument();
    expect(form.getByText("请添加源图片：http(s) URL 或文件。")).toBeInTheDocument();
    expect(form.getByRole("combobox", { name: "模型" })).toHaveValue("");
  });

  it("re-words the connection settings' errors on screen", async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole("button", { name: "Connection settings" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Connection settings" }));
    const poll = dialog.getByRole("spinbutton", { name: "Check running tasks every (seconds)" });
    await user.clear(poll);
    await user.type(poll, "0");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(poll).toHaveAccessibleDescription(/^Enter a whole number of seconds from 1 to 120\./);

    await act(() => activateLocale("zh-CN"));
    expect(poll).toHaveAccessibleDescription(/^请输入 1 到 120 之间的整数秒数。/);
    expect(poll).toHaveValue(0);
  });
});
