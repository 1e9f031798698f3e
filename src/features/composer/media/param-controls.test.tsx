import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, renderVideoForm, sandboxRequests, withConnectedSandbox } from "../../../test/render-app.tsx";
import { modelPicker } from "../../../test/model-picker.ts";

// A catalog model's parameters as controls: built from the catalog, checked before sending.

const sandbox = withConnectedSandbox();

async function renderHailuo() {
  const { user, form, body } = await renderVideoForm();
  const model = await modelPicker(user, "Model", form);
  await user.clear(model);
  await user.type(model, "minimax/hailuo-02");
  const duration = await within(form).findByRole("combobox", { name: "Duration (seconds)" });
  const resolution = within(form).getByRole("combobox", { name: "Resolution" });
  return { user, form, duration, resolution, body };
}

describe("a model's parameters", () => {
  it("shows none for a model that declares none", async () => {
    renderApp();
    const form = await screen.findByRole("form", { name: "Video request" });
    expect(within(form).queryByRole("combobox", { name: "Duration (seconds)" })).toBeNull();
  });

  it("offers the values the catalog lists, the vendor's default first, and writes the chosen ones into the body", async () => {
    const { user, duration, resolution, body } = await renderHailuo();
    expect(
      within(duration)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Default (6)", "6", "10"]);
    expect(
      within(resolution)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Default (768P)", "512P", "768P", "1080P"]);
    expect(duration).toHaveAccessibleDescription("How long the video runs. Unconfirmed on the router.");
    expect(body()).not.toHaveProperty("duration");
    await user.selectOptions(duration, "10");
    await user.selectOptions(resolution, "512P");
    expect(body()).toMatchObject({ model: "minimax/hailuo-02", duration: 10, resolution: "512P" });
    expect(await screen.findByRole("textbox", { name: "Last frame image" })).toBeVisible();
  });

  it("explains a combination the vendor refuses before anything is sent", async () => {
    const { user, form, duration, resolution } = await renderHailuo();
    await user.type(within(form).getByRole("textbox", { name: "Prompt" }), "A fox");
    await user.type(await within(form).findByRole("textbox", { name: "First frame image" }), "https://x.test/a.png");
    await user.selectOptions(duration, "10");
    await user.selectOptions(resolution, "1080P");
    await user.click(within(form).getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(resolution).toHaveAccessibleDescription(
        /^With Duration \(seconds\) at 10, this model offers only 512P, 768P\./,
      ),
    );
    expect(resolution).toHaveAttribute("aria-invalid", "true");
    expect((await sandboxRequests(sandbox())).filter((request) => request.method === "POST")).toHaveLength(0);
  });
});
