import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { catalogFor } from "../../contract/models.ts";
import { renderVideoForm, withConnectedSandbox } from "../../test/render-app.tsx";
import { modelPicker } from "../../test/model-picker.ts";

// The model picker: a combobox listing the tab's catalog models with their kinds, by keyboard too.

withConnectedSandbox();

async function renderPicker() {
  const { user, form } = await renderVideoForm();
  const model = await modelPicker(user, "Model", form);
  const options = () => within(screen.getByRole("listbox", { name: "Model" })).getAllByRole("option");
  return { user, form, model, options };
}

describe("the model picker", () => {
  it("lists every video model of the catalog with its kind, though the field holds one already", async () => {
    const { user, model, options } = await renderPicker();
    expect(model).toHaveValue("minimax/t2v-01-director");
    expect(model).toHaveAttribute("aria-expanded", "false");
    await user.click(model);
    expect(model).toHaveAttribute("aria-expanded", "true");
    expect(options().map((option) => option.textContent)).toEqual([
      "minimax/t2v-01-directorText-to-video, director",
      "minimax/i2v-01-directorImage-to-video, director",
      "minimax/i2v-01-liveImage-to-video, live",
      "minimax/s2v-01Subject-reference video",
      "minimax/hailuo-02Image-to-video, Hailuo-02",
    ]);
    expect(options()).toHaveLength(catalogFor("video").length);
  });

  it("filters by id or by words as it is typed, and picks with the arrow keys and Enter", async () => {
    const { user, model, options } = await renderPicker();
    await user.clear(model);
    await user.type(model, "subject");
    expect(options().map((option) => option.textContent)).toEqual(["minimax/s2v-01Subject-reference video"]);
    await user.clear(model);
    await user.type(model, "i2v");
    expect(options()).toHaveLength(2);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(model).toHaveAttribute("aria-activedescendant", options()[1]!.id);
    expect(options()[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(model).toHaveValue("minimax/i2v-01-live");
    expect(model).toHaveAttribute("aria-expanded", "false");
  });

  it("opens on the arrow key, closes on Escape, and keeps an id it does not list", async () => {
    const { user, model, options } = await renderPicker();
    model.focus();
    await user.keyboard("{ArrowUp}");
    expect(model).toHaveAttribute("aria-activedescendant", options().at(-1)!.id);
    await user.keyboard("{Escape}");
    expect(model).toHaveAttribute("aria-expanded", "false");
    expect(model).not.toHaveAttribute("aria-activedescendant");
    await user.clear(model);
    await user.type(model, "minimax/video-01");
    expect(model).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Enter}");
    expect(model).toHaveValue("minimax/video-01");
    expect(model).toHaveAccessibleDescription("Not in the catalog: any vendor/model-name id is accepted.");
  });

  it("picks with the mouse, and says what the model is without addressing developers", async () => {
    const { user, model, options } = await renderPicker();
    await user.click(model);
    await user.click(options()[4]!);
    await waitFor(() => expect(model).toHaveValue("minimax/hailuo-02"));
    expect(model).toHaveAccessibleDescription("Image-to-video, Hailuo-02 · camera moves apply");
    // Its parameters' controls load with it.
    expect(await screen.findByRole("combobox", { name: "Duration (seconds)" })).toBeVisible();
  });

  it("takes over the plain box's focus and caret as it comes in, and leaves a focus that has moved on alone", async () => {
    const { user, form } = await renderVideoForm();
    const plain = within(form).getByRole<HTMLInputElement>("combobox", { name: "Model" });
    expect(plain).not.toHaveAttribute("aria-autocomplete");
    plain.focus();
    plain.setSelectionRange(3, 7);
    const picker = await modelPicker(user, "Model", form);
    expect(picker).not.toBe(plain);
    expect(picker).toHaveFocus();
    const { selectionStart, selectionEnd } = picker as HTMLInputElement;
    expect([selectionStart, selectionEnd]).toEqual([3, 7]);
    expect(picker).toHaveAttribute("aria-expanded", "true");

    // In the other form (a fresh plain box): the focus moves on before the picker comes.
    const { form: other } = await renderVideoForm();
    const box = within(other).getByRole("combobox", { name: "Model" });
    box.focus();
    within(other).getByRole("textbox", { name: "Prompt" }).focus();
    await modelPicker(user, "Model", other);
    expect(within(other).getByRole("textbox", { name: "Prompt" })).toHaveFocus();
  });
});
