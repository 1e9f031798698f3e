import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { TOKEN, clearBrowser, connectTo, renderApp, sandboxRequests, withSandbox } from "../../test/render-app.tsx";
import { modelPicker } from "../../test/model-picker.ts";
import { database } from "../../lib/db.ts";

const sandbox = withSandbox();
beforeEach(async () => {
  await clearBrowser();
  connectTo(sandbox(), { pollSeconds: 3 });
});

/** The submissions the sandbox received (the deck's status queries are left out). */
async function received() {
  return (await sandboxRequests(sandbox())).filter((request) => request.method === "POST");
}

async function renderComposer() {
  const { user } = renderApp();
  const prompt = await screen.findByRole("textbox", { name: "Prompt" });
  return { user, prompt };
}

describe("composer", () => {
  it("moves between the Video and 3D tabs with the arrow keys, keeping each draft", async () => {
    const { user, prompt } = await renderComposer();
    await user.type(prompt, "A fox");
    const videoTab = screen.getByRole("tab", { name: "Video" });
    videoTab.focus();
    await user.keyboard("{ArrowRight}");
    const threeDTab = screen.getByRole("tab", { name: "3D" });
    expect(threeDTab).toHaveAttribute("aria-selected", "true");
    expect(threeDTab).toHaveFocus();
    // The 3D form loads the first time its tab is shown.
    expect(await screen.findByRole("textbox", { name: "Prompt" })).toHaveValue(
      "--subdivisionlevel medium --fileformat glb",
    );
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("textbox", { name: "Prompt" })).toHaveValue("A fox");
  });

  it("keeps the draft of both modes across a reload, even a change made just before it", async () => {
    const { user, prompt } = await renderComposer();
    await user.type(prompt, "Remember me");
    await user.click(screen.getByRole("tab", { name: "3D" }));
    await screen.findByRole("form", { name: "3D request" });
    await user.selectOptions(screen.getByRole("combobox", { name: "File format" }), "usdz");
    await waitFor(async () =>
      expect(await (await database()).get("drafts", "composer")).toMatchObject({
        mode: "3d",
        video: { prompt: "Remember me" },
      }),
    );
    // Unmounting now, before the last change's save is due: it must be written, not dropped.
    cleanup();
    await renderComposer();
    expect(screen.getByRole("tab", { name: "3D" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("textbox", { name: "Prompt" })).toHaveValue("--subdivisionlevel medium --fileformat usdz");
    await userEvent.click(screen.getByRole("tab", { name: "Video" }));
    expect(screen.getByRole("textbox", { name: "Prompt" })).toHaveValue("Remember me");
  });

  it("puts a failed check next to its field and focuses it", async () => {
    const { user, prompt } = await renderComposer();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    // The form's checks load with the first one (lazy-resolver.ts).
    await waitFor(() => expect(prompt).toHaveAttribute("aria-invalid", "true"));
    expect(prompt).toHaveAccessibleDescription(/Write a prompt: text-to-video needs one/);
    expect(prompt).toHaveFocus();
    expect(await received()).toHaveLength(0);
  });

  it("inserts camera moves at the caret and shows the shot sequence", async () => {
    const { user, prompt } = await renderComposer();
    await user.type(prompt, "A fox runs");
    await user.click(screen.getByRole("checkbox", { name: "Combine several into one simultaneous move" }));
    await user.click(screen.getByRole("button", { name: "Truck left" }));
    await user.click(screen.getByRole("button", { name: "Pan right" }));
    await user.click(screen.getByRole("button", { name: /^Insert together/ }));
    await user.click(screen.getByRole("checkbox", { name: "Combine several into one simultaneous move" }));
    await user.click(screen.getByRole("button", { name: "Static shot" }));
    expect(prompt).toHaveValue("A fox runs [Truck left,Pan right] [Static shot]");
    expect(screen.getByText("Shot sequence: 1 · Truck left + Pan right → 2 · Static shot")).toBeInTheDocument();
  });

  it("previews the exact body, never the token, and sends it", async () => {
    const { user, prompt } = await renderComposer();
    await user.type(prompt, "A fox [[Pan left]");
    await user.click(screen.getByRole("switch", { name: "Prompt optimizer" }));
    const preview = within(screen.getByRole("form", { name: "Video request" })).getByLabelText("Request body");
    expect(JSON.parse(preview.textContent ?? "")).toEqual({
      model: "minimax/t2v-01-director",
      prompt: "A fox [Pan left]",
      prompt_optimizer: false,
    });
    expect(document.body.textContent).not.toContain(TOKEN);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    // The task's own card shows how it goes; the form only links to it (the link shows on one column).
    expect(await screen.findByRole("link", { name: "View task" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^#task-/),
    );
    expect(screen.queryByText(/Submitted: request/)).toBeNull();
    const [request] = await received();
    expect(request).toMatchObject({ status: 200, body: { prompt: "A fox [Pan left]", prompt_optimizer: false } });
    expect(prompt).toHaveValue("A fox [Pan left]");
  });

  it("asks before sending an identical body again", async () => {
    const { user, prompt } = await renderComposer();
    await user.type(prompt, "Same again");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("link", { name: "View task" });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const dialog = await screen.findByRole("dialog", { name: "Send the same request again?" });
    // The time since is a duration in the page's words (submit-bar.tsx `ago`), never "0 s".
    expect(dialog).toHaveTextContent(/You sent this exact request [1-9]\d* s ago\./);
    await user.click(within(dialog).getByRole("button", { name: "Don’t send" }));
    expect(await received()).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send again" }));
    await waitFor(async () => expect(await received()).toHaveLength(2));
    expect(await received()).toHaveLength(2);
  });

  it("opens the connection settings when the token is rejected, keeping the form", async () => {
    connectTo(sandbox(), { token: "not-it" });
    const { user, prompt } = await renderComposer();
    await user.type(prompt, "Keep me");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const dialog = await screen.findByRole("dialog", { name: "Connection settings" });
    expect(within(dialog).getByRole("alert")).toHaveTextContent("The access token is missing or was rejected");
    expect(dialog.textContent).not.toContain("not-it");
    expect(prompt).toHaveValue("Keep me");
  });

  it("writes the 3D flags from the controls and reads them back from the prompt", async () => {
    const { user } = await renderComposer();
    await user.click(screen.getByRole("tab", { name: "3D" }));
    await screen.findByRole("form", { name: "3D request" });
    // Seed3D 1.0 offers only medium; 2.0 offers every level.
    const level = screen.getByRole("combobox", { name: "Subdivision level" });
    expect(
      within(level)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["medium"]);
    const model = await modelPicker(user);
    await user.clear(model);
    await user.type(model, "bytedance/doubao-seed3d-2.0");
    await user.selectOptions(level, "high");
    await user.selectOptions(screen.getByRole("combobox", { name: "File format" }), "obj");
    const prompt = screen.getByRole("textbox", { name: "Prompt" });
    expect(prompt).toHaveValue("--subdivisionlevel high --fileformat obj");
    await user.clear(prompt);
    await user.type(prompt, "--fileformat usdz --subdivisionlevel low");
    expect(screen.getByRole("combobox", { name: "Subdivision level" })).toHaveValue("low");
    expect(screen.getByRole("combobox", { name: "File format" })).toHaveValue("usdz");
    await user.type(prompt, " --fileformat glb");
    expect(prompt).toHaveAccessibleDescription(/--fileformat is given more than once/);
  });
});
