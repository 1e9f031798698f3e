import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import type { UserEvent } from "@testing-library/user-event";
import { taskRecordSchema } from "../contract/record.ts";
import type { DeckEntry } from "../lib/deck-entry.ts";
import { makeEntry } from "./deck-entries.ts";

// The task card's tests' data (not used by the app): one video task submitted at T0 (Unix
// seconds) and looked at 100 s later.

export const T0 = 1_756_000_000;
export const NOW = (T0 + 100) * 1000;
export const REQUEST_ID = "20250829155118560120000jnBOAS1q";
export const VIDEO_BODY = {
  model: "minimax/t2v-01-director",
  prompt: "A fox runs [Tracking shot]",
  prompt_optimizer: true,
};

/** The task's record as the service sends it, with `fields` changed. */
export const record = (fields: Record<string, unknown>) =>
  taskRecordSchema.parse({
    request_id: REQUEST_ID,
    task_id: "vendor-1",
    action: "VIDEO_GENERATION",
    fail_reason: "",
    submit_time: T0,
    start_time: 0,
    finish_time: 0,
    data: {},
    ...fields,
  });

/** The task as the ledger holds it once the service accepted it, with `fields` changed. */
export const entry = (fields: Partial<DeckEntry> = {}): DeckEntry =>
  makeEntry({ body: VIDEO_BODY, submittedAt: T0 * 1000, requestId: REQUEST_ID, ...fields });

/** The card, named by its title (the prompt's first words) and its model beneath. */
export const card = (name: string | RegExp = /Video · minimax\/t2v-01-director$/) =>
  screen.getByRole("article", {
    name: typeof name === "string" ? new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) : name,
  });

/** The task running since T0 + 40, 45% done. */
export const running = (fields: Record<string, unknown> = {}) =>
  entry({ record: record({ status: "IN_PROGRESS", start_time: T0 + 40, progress: "45%", ...fields }) });

/**
 * Opens the card's Details (in any language) as a person does; their body (prompt, times, ids,
 * raw record) is built then, the times (the grid of the details' lists) once their chunk has come.
 */
export async function openDetails(user: UserEvent, name?: string | RegExp) {
  await user.click(card(name).querySelector(":scope > details > summary")!);
  await waitFor(() => expect(card(name).querySelector(":scope > details dl.grid")).not.toBeNull());
}
