import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { TASK_STATUSES } from "../../contract/status.ts";
import { makeEntry, record } from "../../test/deck-entries.ts";
import { deckStatus } from "./deck-status.ts";
import { NOTES } from "./status-labels.ts";

const withStatus = (status: string, patch = {}) =>
  makeEntry({ record: record({ request_id: "r", status, progress: "40%" }), ...patch });
const FINAL = ["COMPLETED", "FAILED", "CANCELLED", "TIMEOUT"];
const RUNNING = TASK_STATUSES.filter((status) => !FINAL.includes(status));

describe("deckStatus", () => {
  it.each(FINAL)("%s is final: not followed, no Check now", (status) => {
    expect(deckStatus(withStatus(status))).toMatchObject({
      key: status,
      final: true,
      followed: false,
      checkable: false,
    });
  });

  it.each(RUNNING)("%s is followed and can be checked", (status) => {
    expect(deckStatus(withStatus(status))).toMatchObject({
      key: status,
      final: false,
      followed: true,
      checkable: true,
    });
  });

  it("keeps a final status when the service forgets the task, and says its results may have expired", () => {
    const status = deckStatus(withStatus("COMPLETED", { gone: true }));
    expect(status).toMatchObject({
      key: "COMPLETED",
      label: "Completed",
      final: true,
      checkable: false,
      followed: false,
    });
    expect(status.note).toBe(i18n._(NOTES.EXPIRED));
    expect(status.announcement).toBe("completed; its results may have expired");
  });

  it.each(FINAL)("never replaces final %s by unknown to the server", (status) => {
    expect(deckStatus(withStatus(status, { gone: true })).key).toBe(status);
  });

  it.each([...RUNNING, ""])("a running task (%j) the service forgets is unknown to the server, and final", (status) => {
    expect(deckStatus(withStatus(status, { gone: true }))).toMatchObject({
      key: "GONE",
      label: "Unknown to the server",
      final: true,
      followed: false,
      checkable: false,
      note: i18n._(NOTES.GONE),
      announcement: "unknown to the server",
    });
  });

  it("files a forgotten task without any record as unknown to the server too", () => {
    expect(deckStatus(makeEntry({ gone: true })).key).toBe("GONE");
  });

  it.each([
    ["sending", "SENDING", "Sending…", false],
    ["refused", "NOT_CREATED", "Not created", true],
    ["failed", "SERVICE_ERROR", "Service error", true],
    ["unknown", "OUTCOME_UNKNOWN", "Outcome unknown", true],
  ] as const)("a submission %s without a record is %s", (state, key, label, final) => {
    const status = deckStatus(makeEntry({ state, requestId: null }));
    expect(status).toMatchObject({ key, label, final, followed: false, checkable: false, known: true });
  });

  it("follows a created task whose answer held no record", () => {
    expect(deckStatus(makeEntry({ state: "accepted" }))).toMatchObject({
      key: "CREATED",
      followed: true,
      checkable: true,
    });
  });

  it("keeps an undocumented status as received, raw, and follows it", () => {
    expect(deckStatus(withStatus("PAUSED_BY_OPERATOR"))).toMatchObject({
      key: "PAUSED_BY_OPERATOR",
      label: "PAUSED_BY_OPERATOR",
      known: false,
      final: false,
      followed: true,
    });
    expect(deckStatus(withStatus("")).label).toBe("No status");
  });

  it("does not follow a task imported without following, but offers Check now and says so", () => {
    const status = deckStatus(withStatus("QUEUED", { unfollowed: true }));
    expect(status).toMatchObject({ followed: false, checkable: true, note: i18n._(NOTES.UNFOLLOWED) });
    expect(deckStatus(withStatus("COMPLETED", { unfollowed: true })).note).toBeNull();
  });

  it.each([
    ["FAILED", true],
    ["CANCELLED", true],
    ["TIMEOUT", true],
    ["COMPLETED", false],
    ["IN_PROGRESS", false],
  ])("%s stopped without a result: %s", (status, stopped) => {
    expect(deckStatus(withStatus(status)).stopped).toBe(stopped);
  });

  it("announces the label in lower case", () => {
    expect(deckStatus(withStatus("IN_PROGRESS")).announcement).toBe("in progress");
    expect(deckStatus(withStatus("TIMEOUT")).announcement).toBe("timed out");
  });
});
