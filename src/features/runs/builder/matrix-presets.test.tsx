import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { runPresetSchema, runSchema } from "../../../contract/run-schema.ts";
import { database } from "../../../lib/db.ts";
import { clearBrowser, connectTo, renderApp, withSandbox } from "../../../test/render-app.tsx";

const sandbox = withSandbox();
beforeEach(async () => {
  await clearBrowser();
  const db = await database();
  await Promise.all([db.clear("runs"), db.clear("presets")]);
  connectTo(sandbox(), { pollSeconds: 3 });
});

const stored = async <T,>(store: "runs" | "presets", schema: { parse: (value: unknown) => T }) =>
  (await (await database()).getAll(store)).map((value) => schema.parse(value));

describe("run presets", () => {
  it("saves the plan under a name, loads it back into the form and the builder, runs it as the preset's, and deletes it", async () => {
    const { user } = renderApp();
    const prompt = await screen.findByRole("textbox", { name: "Prompt" });
    await user.click(prompt);
    await user.paste("A fox");
    await user.click(screen.getByRole("switch", { name: "Matrix" }));
    await user.click(await screen.findByRole("button", { name: "Add axis" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Axis" }), "Model");
    await user.click(screen.getByRole("textbox", { name: "Values" }));
    await user.paste("minimax/t2v-01\nminimax/t2v-01-director");
    await user.type(screen.getByRole("textbox", { name: "Preset name" }), "Two models");
    await user.click(screen.getByRole("button", { name: "Save as preset" }));
    expect(await screen.findByText("Saved preset “Two models”.")).toBeInTheDocument();
    const [preset] = await stored("presets", runPresetSchema);
    expect(preset!.plan).toMatchObject({
      family: "video",
      base: { prompt: "A fox" },
      axes: [{ kind: "model", values: ["minimax/t2v-01", "minimax/t2v-01-director"] }],
      repeats: 1,
    });

    // Everything changed, then the preset brings it all back.
    await user.clear(prompt);
    await user.click(screen.getByRole("button", { name: "Remove" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Repeats" }), "2");
    expect(screen.getByRole("combobox", { name: "Preset" })).toHaveDisplayValue("Two models");
    await user.click(screen.getByRole("button", { name: "Load preset" }));
    expect(screen.getByRole("textbox", { name: "Prompt" })).toHaveValue("A fox");
    expect(screen.getByRole("textbox", { name: "Values" })).toHaveValue("minimax/t2v-01\nminimax/t2v-01-director");
    expect(screen.getByRole("combobox", { name: "Repeats" })).toHaveValue("1");

    await user.click(screen.getByRole("button", { name: "Send 2 tasks" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Send 2 tasks" }));
    await waitFor(async () => expect(await stored("runs", runSchema)).toHaveLength(1));
    expect((await stored("runs", runSchema))[0]!.presetId).toBe(preset!.id);

    await user.click(screen.getByRole("button", { name: "Delete preset" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Delete preset “Two models”?" })).getByRole("button", {
        name: "Delete preset",
      }),
    );
    expect(await screen.findByText("No presets for this tab yet.")).toBeInTheDocument();
    expect(await stored("presets", runPresetSchema)).toEqual([]);
  });

  it("sends a changed plan as no preset's run", async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole("switch", { name: "Matrix" }));
    await user.click(await screen.findByRole("button", { name: "Add axis" }));
    await user.click(screen.getByRole("textbox", { name: "Values" }));
    await user.paste("A fox");
    await user.type(screen.getByRole("textbox", { name: "Preset name" }), "One fox");
    await user.click(screen.getByRole("button", { name: "Save as preset" }));
    await screen.findByText("Saved preset “One fox”.");
    await user.click(screen.getByRole("button", { name: "Load preset" }));
    await user.type(screen.getByRole("textbox", { name: "Values" }), "{Enter}A crane");
    expect(screen.getByText(/Changed since preset “One fox” was loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send 2 tasks" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Send 2 tasks" }));
    await waitFor(async () => expect(await stored("runs", runSchema)).toHaveLength(1));
    expect((await stored("runs", runSchema))[0]!.presetId).toBeNull();
  });
});
