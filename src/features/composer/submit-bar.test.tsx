import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TOKEN, startSandbox, type TestSandbox } from "../../../server/test/sandbox-server.ts";
import { App } from "../../app.tsx";
import { saveConnection } from "../../lib/connection.ts";
import { database } from "../../lib/db.ts";

let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await (await database()).clear("drafts");
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  saveConnection({
    preset: "custom",
    baseUrl: sandbox.url,
    token: TOKEN,
    remember: false,
    pollSeconds: 3,
    timeoutSeconds: 30,
  });
});

async function submissions(): Promise<number> {
  const { requests } = (await (await fetch(`${sandbox.url}/__sandbox/requests`)).json()) as {
    requests: { method: string }[];
  };
  return requests.filter((request) => request.method === "POST").length;
}

describe("SubmitBar", () => {
  it("keeps the focus on Submit while the request is pending, and a second Enter sends nothing", async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: "POST",
      body: JSON.stringify({ kind: "slow", on: "submit", delay_ms: 500 }),
    });
    const user = userEvent.setup();
    render(<App />);
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

    await screen.findByText(/Submitted: request/);
    expect(submit).toHaveFocus();
    expect(submit).not.toHaveAttribute("aria-disabled");
    await waitFor(async () => expect(await submissions()).toBe(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
