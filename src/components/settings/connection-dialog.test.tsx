import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { loadConnection } from "../../lib/connection.ts";
import { loadRunPace } from "../../lib/run-pace-setting.ts";
import { loadTaskPrice } from "../../lib/task-price.ts";
import { clearBrowser, renderApp } from "../../test/render-app.tsx";

beforeEach(clearBrowser);

async function openSettings() {
  const { user } = renderApp();
  await user.click(screen.getByRole("button", { name: "Connection settings" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Connection settings" }) };
}

describe("ConnectionDialog", () => {
  it("puts each problem at its field, and saves nothing until they are fixed", async () => {
    const { user, dialog } = await openSettings();
    const inDialog = within(dialog);
    await user.click(inDialog.getByRole("radio", { name: "Another service" }));
    const baseUrl = inDialog.getByRole("textbox", { name: "Base URL" });
    // Pasted, not typed: the whole app is rendered, and sixty keystrokes made this test time out under load.
    await user.click(baseUrl);
    await user.paste("ftp://files.example.test");
    const poll = inDialog.getByRole("spinbutton", { name: "Check running tasks every (seconds)" });
    await user.clear(poll);
    await user.type(poll, "0");
    await user.click(inDialog.getByRole("button", { name: "Save" }));
    expect(baseUrl).toHaveAttribute("aria-invalid", "true");
    expect(baseUrl).toHaveAccessibleDescription(/^Enter an http\(s\) URL/);
    expect(poll).toHaveAccessibleDescription(/^Enter a whole number of seconds from 1 to 120\./);
    expect(loadConnection().preset).toBe("server");

    await user.clear(baseUrl);
    await user.paste("https://api.example.test/");
    await user.clear(poll);
    await user.type(poll, "7");
    await user.click(inDialog.getByLabelText("Access token"));
    await user.paste("  sk-mine  ");
    await user.click(inDialog.getByRole("button", { name: "Save" }));
    // The dialog closes in the effect after the save.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(loadConnection()).toMatchObject({
      preset: "custom",
      baseUrl: "https://api.example.test",
      token: "sk-mine",
      pollSeconds: 7,
    });
    expect(screen.getByLabelText("Connection")).toHaveTextContent("Custom service");
  });

  it("sets the pace of QA runs: tasks at once from 1 to 10, submissions a minute", async () => {
    const { user, dialog } = await openSettings();
    const inDialog = within(dialog);
    const atOnce = inDialog.getByRole("spinbutton", { name: "Tasks at once" });
    const perMinute = inDialog.getByRole("spinbutton", { name: "Submissions a minute" });
    expect(atOnce).toHaveValue(2);
    expect(perMinute).toHaveValue(30);
    await user.clear(atOnce);
    await user.type(atOnce, "11");
    await user.click(inDialog.getByRole("button", { name: "Save" }));
    expect(atOnce).toHaveAccessibleDescription(/^Enter a whole number from 1 to 10\./);
    expect(loadRunPace().tasksAtOnce).toBe(2);
    await user.clear(atOnce);
    await user.type(atOnce, "4");
    await user.clear(perMinute);
    await user.type(perMinute, "12");
    await user.click(inDialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(loadRunPace()).toEqual({ tasksAtOnce: 4, submissionsPerMinute: 12 });
    expect(localStorage.getItem("taskdeck.connection")).not.toContain("tasksAtOnce");
  });

  it("flags a base URL that is not http(s) when it is left, and clears it as it is corrected", async () => {
    const { user, dialog } = await openSettings();
    const inDialog = within(dialog);
    await user.click(inDialog.getByRole("radio", { name: "Another service" }));
    const baseUrl = inDialog.getByRole("textbox", { name: "Base URL" });
    await user.type(baseUrl, "javascript:alert(1)");
    await user.tab();
    expect(baseUrl).toHaveAttribute("aria-invalid", "true");
    expect(baseUrl).toHaveAccessibleDescription(/^Enter an http\(s\) URL/);
    await user.clear(baseUrl);
    await user.type(baseUrl, "https://api.example.test");
    expect(baseUrl).not.toHaveAttribute("aria-invalid");
    expect(loadConnection().preset).toBe("server");
  });

  it("goes back to this server with its own token, and no other service's URL", async () => {
    const { user, dialog } = await openSettings();
    const inDialog = within(dialog);
    await user.click(inDialog.getByRole("radio", { name: "Another service" }));
    await user.type(inDialog.getByRole("textbox", { name: "Base URL" }), "https://api.example.test");
    await user.click(inDialog.getByRole("radio", { name: "Sandbox (built in, on this server)" }));
    await user.click(inDialog.getByRole("button", { name: "Save" }));
    expect(loadConnection()).toMatchObject({ preset: "server", baseUrl: "", token: "sandbox-token" });
  });

  it("keeps a price per task for the runs' cost, refusing what is not a price", async () => {
    const { user, dialog } = await openSettings();
    const inDialog = within(dialog);
    const price = inDialog.getByRole("textbox", { name: "Price per task" });
    expect(price).toHaveValue("");
    await user.type(price, "cheap");
    await user.click(inDialog.getByRole("button", { name: "Save" }));
    expect(price).toHaveAccessibleDescription(/^Enter a price of 0 or more, e\.g\. 0\.35, or leave it empty\./);
    expect(loadTaskPrice()).toBeNull();
    await user.clear(price);
    await user.type(price, "0,35");
    await user.click(inDialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(loadTaskPrice()).toBe(0.35);
    // Emptied, no cost is shown again.
    await user.click(screen.getByRole("button", { name: "Connection settings" }));
    const again = within(await screen.findByRole("dialog", { name: "Connection settings" }));
    expect(again.getByRole("textbox", { name: "Price per task" })).toHaveValue("0.35");
    await user.clear(again.getByRole("textbox", { name: "Price per task" }));
    await user.click(again.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(loadTaskPrice()).toBeNull());
  });
});
