import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../../i18n/catalogs.ts";
import type { SubmitFailure } from "../../../contract/run.ts";
import { ORPHANED } from "../../../lib/orphaned.ts";
import { freshEntry } from "../../../test/deck-entries.ts";
import { AppProviders } from "../../../test/providers.tsx";
import { SubmissionNote } from "./submission-note.tsx";

// A submission's failure on its card follows the interface's language: its facts are stored
// and worded again when shown; an entry stored before facts were kept shows its text as stored.

afterEach(() => act(() => activateLocale("en")));

const REFUSAL: SubmitFailure = {
  kind: "http",
  status: 400,
  said: "prompt is empty",
  param: "prompt",
  detail: "HTTP 400",
  html: false,
};

const show = (entry: ReturnType<typeof freshEntry>) =>
  render(
    <AppProviders>
      <SubmissionNote entry={entry} note={null} />
    </AppProviders>,
  );

describe("SubmissionNote", () => {
  it("words a stored refusal in the language shown, after a switch too", async () => {
    show(
      freshEntry({ state: "refused", error: "The service rejected the request: prompt is empty.", failure: REFUSAL }),
    );
    expect(await screen.findByText("The service rejected the request: prompt is empty.")).toBeInTheDocument();
    await act(() => activateLocale("zh-CN"));
    expect(await screen.findByText("服务拒绝了该请求：prompt is empty.")).toBeInTheDocument();
    expect(screen.queryByText(/The service rejected/)).toBeNull();
  });

  it("words the note on a task whose page closed before the answer in the language shown", async () => {
    show(freshEntry({ state: "unknown", error: "The page closed before the service answered.", failure: ORPHANED }));
    await act(() => activateLocale("zh-CN"));
    expect(
      await screen.findByText("页面在服务应答前关闭：任务可能存在，也可能不存在。再次发送前请先检查。"),
    ).toBeInTheDocument();
  });

  it("shows an old entry's text (no facts stored) as it was stored, in any language", async () => {
    show(freshEntry({ state: "refused", error: "服务拒绝了该请求：旧的。" }));
    expect(screen.getByText("服务拒绝了该请求：旧的。")).toBeInTheDocument();
    await act(() => activateLocale("zh-CN"));
    expect(screen.getByText("服务拒绝了该请求：旧的。")).toBeInTheDocument();
    await act(() => activateLocale("en"));
    expect(screen.getByText("服务拒绝了该请求：旧的。")).toBeInTheDocument();
  });
});
