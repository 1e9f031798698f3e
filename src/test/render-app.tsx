import { render, screen, within, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { TOKEN, startSandbox, type TestSandbox } from "../../server/test/sandbox-server.ts";
import { App } from "../app.tsx";
import { SANDBOX_REQUESTS_PATH, SANDBOX_RESET_PATH } from "../contract/server-paths.ts";
import { saveConnection, SERVER_CONNECTION, type Connection } from "../lib/connection.ts";
import { database } from "../lib/db.ts";
import { AppProviders } from "./providers.tsx";

// The set-up every component test shares: a real sandbox over HTTP, a browser with nothing
// stored, and the app's own providers. Nothing of the app is mocked.

export { TOKEN };

/** A sandbox for the file's tests (started once), reset before each test; call at the top level. */
export function withSandbox(taskSeconds?: number): () => TestSandbox {
  let sandbox: TestSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox(taskSeconds);
  });
  afterAll(() => sandbox?.close());
  beforeEach(async () => {
    await fetch(`${current().url}${SANDBOX_RESET_PATH}`, { method: "POST" });
  });
  const current = () => {
    if (!sandbox) throw new Error("withSandbox: the sandbox has not started yet");
    return sandbox;
  };
  return current;
}

/** withSandbox, and before each test a browser with nothing stored, connected to the sandbox. */
export function withConnectedSandbox(taskSeconds?: number): () => TestSandbox {
  const sandbox = withSandbox(taskSeconds);
  beforeEach(async () => {
    await clearBrowser();
    connectTo(sandbox());
  });
  return sandbox;
}

/** Forgets what a previous test stored: settings, token, drafts and the task ledger. */
export async function clearBrowser(): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  const db = await database();
  await Promise.all([db.clear("drafts"), db.clear("tasks")]);
}

/** Saves a connection to the sandbox as the user would in the settings. */
export function connectTo(sandbox: TestSandbox, patch: Partial<Connection> = {}): Connection {
  const connection: Connection = {
    ...SERVER_CONNECTION,
    preset: "custom",
    baseUrl: sandbox.url,
    token: TOKEN,
    ...patch,
  };
  saveConnection(connection);
  return connection;
}

/** The whole app, as main.tsx mounts it. */
export function renderApp() {
  const user = userEvent.setup();
  return { user, ...render(<App />) };
}

/** The whole app, its video form once shown, its preview and the request body the preview shows. */
export async function renderVideoForm() {
  const { user } = renderApp();
  const form = await screen.findByRole("form", { name: "Video request" }, { timeout: 5000 });
  const preview = within(form).getByRole("region", { name: "What will be sent" });
  const body = () => JSON.parse(within(preview).getByLabelText("Request body").textContent ?? "") as object;
  return { user, form, preview, body };
}

/** One component inside the app's providers. */
export function renderWithApp(ui: React.ReactElement, options: Omit<RenderOptions, "wrapper"> = {}) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: AppProviders, ...options }) };
}

/** What the sandbox received, oldest first (its last 100 requests). */
export async function sandboxRequests(
  sandbox: TestSandbox,
): Promise<{ method: string; path: string; body: Record<string, unknown>; status: number }[]> {
  const { requests } = (await (await fetch(`${sandbox.url}${SANDBOX_REQUESTS_PATH}`)).json()) as {
    requests: { method: string; path: string; body: Record<string, unknown>; status: number }[];
  };
  return requests;
}
