import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PNG_DATA_URI } from "../../../server/test/sandbox-server.ts";
import { historyDocument, type ExportedTask } from "../../contract/history-document.ts";
import { stubLayout } from "../../test/layout-stub.ts";
import { clearBrowser, connectTo, renderApp, sandboxRequests, withSandbox } from "../../test/render-app.tsx";

// A finished card's Copy prompt, Retry and Use as input, in the whole app against a real sandbox:
// a task submitted and finished there, or a finished image task imported as a history file.

const sandbox = withSandbox(5);
let restoreLayout: () => void;
beforeEach(async () => {
  await clearBrowser();
  connectTo(sandbox(), { pollSeconds: 1 });
  // jsdom lays nothing out: the virtual list is given a window and card heights.
  restoreLayout = stubLayout({ viewport: 2000, item: () => 600 });
});
afterEach(() => restoreLayout());

const submissions = async () => (await sandboxRequests(sandbox())).filter((r) => r.method === "POST");
const cards = (text: string) => screen.queryAllByRole("article").filter((card) => card.textContent?.includes(text));
const card = (text: string) => {
  const [found] = cards(text);
  if (!found) throw new Error(`No card holds "${text}"`);
  return found;
};

/** Submits a video prompt from the composer and lets the sandbox finish it; returns its card. */
async function finishedTask(prompt: string) {
  const { user } = renderApp();
  await user.type(await screen.findByRole("textbox", { name: "Prompt" }), prompt);
  await user.click(screen.getByRole("button", { name: "Submit" }));
  await screen.findByRole("link", { name: "View task" });
  sandbox().advance(10_000);
  // Its results are shown once the task is final; the More menu holds Retry, Copy prompt and Use as input.
  await waitFor(() => within(card(prompt)).getByRole("group", { name: "Results" }), { timeout: 8000 });
  await user.click(within(card(prompt)).getByRole("button", { name: "More" }));
  // The menu's items are a chunk of their own, fetched with its first opening (or hover).
  await within(card(prompt)).findByRole("button", { name: "Remove" });
  return { user, card: card(prompt) };
}

/** A finished task whose result is an image (the sandbox makes only videos and models). */
function imageTaskFile(prompt: string): File {
  const now = Date.now();
  const task: ExportedTask = {
    id: "image-task",
    mode: "video",
    baseUrl: sandbox().url,
    body: { model: "minimax/t2v-01-director", prompt },
    submittedAt: now - 600_000,
    state: "accepted",
    requestId: "image-request",
    error: null,
    gone: false,
    updatedAt: now,
    record: {
      request_id: "image-request",
      status: "COMPLETED",
      progress: "100%",
      data: { image_urls: [PNG_DATA_URI] },
    },
  };
  return new File([JSON.stringify(historyDocument([task]))], "history.json", { type: "application/json" });
}

describe("a finished card's actions", () => {
  it("Copy prompt puts the task's prompt on the clipboard", async () => {
    const { user, card } = await finishedTask("A heron lifts off the lake");
    await user.click(within(card).getByRole("button", { name: /^Copy prompt/ }));
    expect(await navigator.clipboard.readText()).toBe("A heron lifts off the lake");
    expect(within(card).getByRole("button", { name: /^Copy prompt/ })).toHaveTextContent("✓ copied");
  });

  it("Retry sends the same body through the duplicate guard: within two minutes it asks first", async () => {
    const { user, card } = await finishedTask("A kite over the dunes");
    expect(await submissions()).toHaveLength(1);
    await user.click(within(card).getByRole("button", { name: "Retry" }));
    let dialog = await screen.findByRole("dialog", { name: "Send the same request again?" });
    await user.click(within(dialog).getByRole("button", { name: "Don’t send" }));
    expect(await submissions()).toHaveLength(1);

    await user.click(within(card).getByRole("button", { name: "Retry" }));
    dialog = await screen.findByRole("dialog", { name: "Send the same request again?" });
    await user.click(within(dialog).getByRole("button", { name: "Send again" }));
    await waitFor(async () => expect(await submissions()).toHaveLength(2));
    const [first, second] = await submissions();
    expect(second!.body).toEqual(first!.body);
    await waitFor(() => expect(cards("A kite over the dunes")).toHaveLength(2));
  });

  it("Use as input makes an image result the first frame of a new video, or the source of a 3D task", async () => {
    const { user } = renderApp();
    await screen.findByText("No tasks yet");
    await user.upload(screen.getByLabelText("Import history file"), imageTaskFile("A still of the harbour"));
    const imported = await waitFor(() => card("A still of the harbour"));
    await user.click(within(imported).getByRole("button", { name: "More" }));
    await user.click(await within(imported).findByRole("button", { name: "Use as input" }));
    // The choices are a chunk of their own, fetched with the first press (or hover).
    await user.click(await within(imported).findByRole("button", { name: "First frame of a new video" }));
    expect(await within(imported).findByText("Sent to the composer: first frame of a new video.")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Video" })).toHaveAttribute("aria-selected", "true");
    await waitFor(
      () =>
        expect((screen.getByRole("textbox", { name: "First frame image" }) as HTMLInputElement).value).toMatch(
          /^Embedded image: .*\(PNG, /,
        ),
      // The image field is a lazy chunk of the form.
      { timeout: 5000 },
    );

    await user.click(within(imported).getByRole("button", { name: "Source image of a new 3D model" }));
    expect(
      await within(imported).findByText("Sent to the composer: source image of a new 3D model."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("tab", { name: "3D" })).toHaveAttribute("aria-selected", "true"));
    await waitFor(
      () =>
        expect((screen.getByRole("textbox", { name: "Source image" }) as HTMLInputElement).value).toMatch(
          /^Embedded image: .*\(PNG, /,
        ),
      // The image field is a lazy chunk of the form.
      { timeout: 5000 },
    );
    expect(await submissions()).toHaveLength(0);
  });
});
