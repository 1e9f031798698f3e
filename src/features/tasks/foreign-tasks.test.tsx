import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestSandbox } from "../../../server/test/sandbox-server.ts";
import { submitGeneration } from "../../lib/api-client.ts";
import { stubLayout } from "../../test/layout-stub.ts";
import { TOKEN, clearBrowser, connectTo, renderApp, sandboxRequests, withSandbox } from "../../test/render-app.tsx";
import { newDeckEntry } from "../../lib/deck-entry.ts";
import { Ledger } from "../../entities/task/ledger.ts";

const home = withSandbox(60);
const other = withSandbox(60);
let restoreLayout: () => void;
beforeEach(async () => {
  await clearBrowser();
  restoreLayout = stubLayout({ viewport: 2000, item: () => 300 });
});
afterEach(() => restoreLayout());

/** A running task sent to `sandbox`, stored in the ledger as a reload (or an import) would find it. */
async function storedTask(sandbox: TestSandbox, prompt: string): Promise<string> {
  const body = { model: "minimax/t2v-01-director", prompt };
  const record = await submitGeneration({ baseUrl: sandbox.url, token: TOKEN }, body);
  const ledger = new Ledger();
  await ledger.ready;
  await ledger.add(
    newDeckEntry({
      id: prompt,
      mode: "video",
      baseUrl: sandbox.url,
      body,
      submittedAt: Date.now(),
      state: "accepted",
      requestId: record.request_id,
      record,
    }),
  );
  ledger.close();
  return record.request_id;
}

const queriesOf = async (sandbox: TestSandbox, requestId: string) =>
  (await sandboxRequests(sandbox)).filter((r) => r.method === "GET" && r.path.endsWith(requestId));

function cardWith(text: string): HTMLElement {
  const card = screen.getAllByRole("article").find((article) => article.textContent?.includes(text));
  if (!card) throw new Error(`no card holds "${text}"`);
  return card;
}

describe("a task of another service than the connection's", () => {
  it("is shown but never checked with this token, and its card offers to switch the connection", async () => {
    const ours = await storedTask(home(), "A lighthouse at dusk");
    const theirs = await storedTask(other(), "A tram in the rain");
    connectTo(home(), { pollSeconds: 1 });
    const { user } = renderApp();

    // Ours is followed: by the time it has been checked twice, theirs would have been too.
    await waitFor(async () => expect((await queriesOf(home(), ours)).length).toBeGreaterThanOrEqual(2));
    expect(await queriesOf(other(), theirs)).toEqual([]);

    // The cards come in chunks of their own (the filled deck, then the list): polling can be first.
    const card = await waitFor(() => cardWith("A tram in the rain"));
    expect(card).toHaveTextContent(`Belongs to ${other().url}`);
    expect(within(card).queryByRole("button", { name: "Check now" })).toBeNull();
    expect(within(cardWith("A lighthouse at dusk")).getByRole("button", { name: "Check now" })).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: `Switch the connection to ${other().url}` }));
    const dialog = await screen.findByRole("dialog", { name: "Connection settings" });
    expect(within(dialog).getByRole("radio", { name: "Another service" })).toBeChecked();
    expect(within(dialog).getByLabelText("Base URL")).toHaveValue(other().url);
    // The token in use belongs to the current service: it does not follow the switch.
    expect(within(dialog).getByLabelText("Access token")).toHaveValue("");
    expect(await queriesOf(other(), theirs)).toEqual([]);
  });
});
