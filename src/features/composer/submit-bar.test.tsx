import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { clearBrowser, connectTo, renderApp, sandboxRequests, withSandbox } from "../../test/render-app.tsx";

const sandbox = withSandbox();
beforeEach(async () => {
  await clearBrowser();
  connectTo(sandbox(), { pollSeconds: 3 });
});

const submissions = async () => (await sandboxRequests(sandbox())).filter((r) => r.method === "POST").length;

describe("SubmitBar", () => {
  it("keeps the focus on Submit while the request is pending, and a second Enter sends nothing", async () => {
    await fetch(`${sandbox().url}/__sandbox/faults`, {
      method: "POST",
      body: JSON.stringify({ kind: "slow", on: "submit", delay_ms: 500 }),
    });
    const { user } = renderApp();
    await user.type(await screen.findByRole("textbox", { name: "Prompt" }), "A crane folds its wings");
    const submit = screen.getByRole("button", { name: "Submit" });
    submit.focus();
    await user.keyboard("{Enter}");

    const pending = await screen.findByRole("button", { name: "Submitting…" });
    expect(pending).toBe(submit);
    expect(pending).toHaveAttribute("aria-disabled", "true");
    // Not `disabled`: a browser moves the focus off a disabled button, to the page itself.
    expect(pending).toBeEnabled();
    expect(pending).toHaveFocus();
    await user.keyboard("{Enter}");

    await screen.findByRole("link", { name: "View task" });
    expect(submit).toHaveFocus();
    expect(submit).not.toHaveAttribute("aria-disabled");
    await waitFor(async () => expect(await submissions()).toBe(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
