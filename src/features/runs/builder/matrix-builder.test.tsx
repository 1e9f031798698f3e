import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { runSchema } from "../../../contract/run-schema.ts";
import { database } from "../../../lib/db.ts";
import { clearBrowser, connectTo, renderApp, withSandbox } from "../../../test/render-app.tsx";

const sandbox = withSandbox();
beforeEach(async () => {
  await clearBrowser();
  await (await database()).clear("runs");
  connectTo(sandbox(), { pollSeconds: 3 });
});

async function storedRuns() {
  return (await (await database()).getAll("runs")).map((run) => runSchema.parse(run));
}

/** The composer with Matrix on and the builder loaded. */
async function openBuilder() {
  const { user } = renderApp();
  await user.click(await screen.findByRole("textbox", { name: "Prompt" }));
  await user.paste("A fox runs");
  await user.click(screen.getByRole("switch", { name: "Matrix" }));
  await screen.findByRole("button", { name: "Add axis" });
  return user;
}

type User = Awaited<ReturnType<typeof openBuilder>>;

/** Adds an axis of a kind with its values (one per line). */
async function addAxis(user: User, kind: string, values: string[]) {
  await user.click(screen.getByRole("button", { name: "Add axis" }));
  const axis = screen.getAllByRole("group", { name: /^Axis \d$/ }).at(-1)!;
  // The new axis takes the focus, so the keyboard can go on from there.
  expect(within(axis).getByRole("combobox", { name: "Axis" })).toHaveFocus();
  await user.selectOptions(within(axis).getByRole("combobox", { name: "Axis" }), kind);
  await user.click(within(axis).getByRole("textbox", { name: "Values" }));
  await user.paste(values.join("\n"));
  return axis;
}

describe("run builder", () => {
  it("builds 2 prompts × 2 models, shows every cell's body, and stores the run only once confirmed", async () => {
    const user = await openBuilder();
    await addAxis(user, "Prompt", ["A fox", "A crane"]);
    await addAxis(user, "Model", ["minimax/t2v-01-director", "minimax/t2v-01"]);
    expect(screen.getByRole("heading", { name: "4 tasks" })).toBeInTheDocument();
    await user.click(screen.getByText(/^Cell 4 \(Prompt: "A crane", Model: minimax\/t2v-01\)/));
    const preview = screen.getByRole("region", { name: "What cell 4 will send" });
    expect(JSON.parse(within(preview).getByLabelText("Request body").textContent!)).toEqual({
      model: "minimax/t2v-01",
      prompt: "A crane",
      prompt_optimizer: true,
    });

    await user.click(screen.getByRole("button", { name: "Send 4 tasks" }));
    const dialog = screen.getByRole("dialog", { name: "Send 4 tasks?" });
    await user.click(within(dialog).getByRole("button", { name: "Don’t send" }));
    expect(await storedRuns()).toEqual([]);

    // Ctrl+Enter, the form's own submit, asks the same question.
    await user.type(screen.getAllByRole("textbox", { name: "Values" })[0]!, "{Control>}{Enter}{/Control}");
    await user.click(
      within(screen.getByRole("dialog", { name: "Send 4 tasks?" })).getByRole("button", { name: "Send 4 tasks" }),
    );
    await waitFor(async () => expect(await storedRuns()).toHaveLength(1));
    const [run] = await storedRuns();
    expect(run!.cells.map((cell) => [cell.key, cell.body.prompt, cell.body.model, cell.entryId])).toEqual([
      ["0.0#0", "A fox", "minimax/t2v-01-director", null],
      ["0.1#0", "A fox", "minimax/t2v-01", null],
      ["1.0#0", "A crane", "minimax/t2v-01-director", null],
      ["1.1#0", "A crane", "minimax/t2v-01", null],
    ]);
    expect(run!.name).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d A fox$/);
    expect(run).toMatchObject({ pause: null, presetId: null, baseline: false });
    expect(screen.getByText(/Run “.*A fox” is on its way: its 4 tasks are sent a few at a time\./)).toBeInTheDocument();
  });

  it("names a bad cell and sends nothing while one is there", async () => {
    const user = await openBuilder();
    await addAxis(user, "Model", ["minimax/t2v-01", "not a model"]);
    expect(
      screen.getByText(
        "Cell 2 (Model: not a model): A model id looks like vendor/model-name, e.g. minimax/t2v-01-director.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send 2 tasks" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent("Not sent: fix the problems listed above first.");
    expect(await storedRuns()).toEqual([]);
  });

  it("offers no Send for a run of no cells, and says why", async () => {
    const user = await openBuilder();
    await user.click(screen.getByRole("button", { name: "Add axis" }));
    const send = await screen.findByRole("button", { name: "Send 0 tasks" });
    expect(send).toHaveAttribute("aria-disabled", "true");
    expect(send).toHaveAccessibleDescription("Nothing to send yet: each axis needs at least one value.");
    await user.click(send);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent("");
    expect(await storedRuns()).toEqual([]);
  });

  it("flags a cell whose body another cell already has, and says so before sending", async () => {
    const user = await openBuilder();
    const axis = await addAxis(user, "Prompt", ["wolf", "fox"]);
    await user.type(within(axis).getByRole("textbox", { name: "Term to replace" }), "fox");
    await addAxis(user, "Camera moves", ["Pan left", "pan left"]);
    expect(screen.getByText("Cell 4 has the same body as cell 3.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send 4 tasks" }));
    expect(
      within(screen.getByRole("dialog")).getByText(/Cell 2 has the same body as cell 1\. It is paid for again\./),
    ).toBeInTheDocument();
  });

  it("keeps the axes when Matrix is switched off and on, and after a reload", async () => {
    const user = await openBuilder();
    await addAxis(user, "Model", ["minimax/t2v-01", "", "minimax/s2v-01"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Repeats" }), "3");
    await user.click(screen.getByRole("switch", { name: "Matrix" }));
    expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: "Matrix" }));
    expect(await screen.findByRole("textbox", { name: "Values" })).toHaveValue("minimax/t2v-01\n\nminimax/s2v-01");
    await waitFor(async () =>
      expect(await (await database()).get("drafts", "composer")).toMatchObject({ matrix: { video: { repeats: 3 } } }),
    );
    cleanup();
    renderApp();
    expect(await screen.findByRole("textbox", { name: "Values" })).toHaveValue("minimax/t2v-01\n\nminimax/s2v-01");
    expect(screen.getByRole("combobox", { name: "Repeats" })).toHaveValue("3");
    expect(screen.getByRole("heading", { name: "6 tasks" })).toBeInTheDocument();
  });
});
