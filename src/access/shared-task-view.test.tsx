import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sharedFilePath, type SharedViewTask } from "../contract/shares.ts";
import { activateLocale } from "../i18n/catalogs.ts";
import { SharedTaskView } from "./shared-task-view.tsx";

// A shared task as its viewer sees it, drawn from what the link's route answers: its result from
// the link's own file route only, its prompt, and every reviewer's verdict with their agreement.

const TOKEN = "AbCdEf.GhIjKl";
const verdict = (
  by: string | null,
  outcome: "pass" | "fail" | null,
  more: Partial<SharedViewTask["verdicts"][0]> = {},
) => ({
  outcome,
  rating: null,
  tags: [],
  note: "",
  by,
  ...more,
});
const task = (fields: Partial<SharedViewTask>): SharedViewTask => ({
  key: "key-0001",
  prompt: "A fox in the snow",
  model: "minimax/t2v-01-director",
  status: "COMPLETED",
  files: [{ kind: "video", name: "fox.mp4", url: sharedFilePath(TOKEN, "key-0001", 0) }],
  verdicts: [],
  ...fields,
});
const show = (shown: SharedViewTask) =>
  render(
    <I18nProvider i18n={i18n}>
      <SharedTaskView task={shown} token={TOKEN} heading="The result" />
    </I18nProvider>,
  );

afterEach(async () => {
  await act(() => activateLocale("en"));
});

describe("a shared task", () => {
  it("plays its result from the link's file route, offers it to save, and shows what was asked", () => {
    show(task({}));
    const result = screen.getByRole("article", { name: "The result" });
    const video = within(result).getByLabelText("Result: fox.mp4");
    expect(video.getAttribute("src")).toBe(`${window.location.origin}${sharedFilePath(TOKEN, "key-0001", 0)}`);
    expect(within(result).getByRole("link", { name: "Download fox.mp4" })).toHaveAttribute("download", "fox.mp4");
    expect(within(result).getByText("A fox in the snow")).toBeInTheDocument();
    expect(within(result).getByText("Completed")).toBeInTheDocument();
    expect(within(result).getByText("Not reviewed yet.")).toBeInTheDocument();
  });

  it("never makes a link or a source of an address that is not the link's own file route", () => {
    const elsewhere = [
      "https://files.example.test/fox.mp4",
      "javascript:alert(1)",
      sharedFilePath("other.token", "k", 0),
    ];
    show(task({ files: elsewhere.map((url) => ({ kind: "video" as const, name: "fox.mp4", url })) }));
    expect(screen.queryByRole("link")).toBeNull();
    expect(document.querySelector("video")).toBeNull();
    expect(screen.getAllByText("fox.mp4")).toHaveLength(3);
  });

  it("shows every reviewer's verdict and how they agree", () => {
    show(
      task({
        verdicts: [
          verdict("ana@example.test", "pass", { rating: 4, tags: ["crisp"], note: "Sharp fur." }),
          verdict("bo@example.test", "pass"),
          verdict("local", "fail"),
          verdict(null, null, { rating: 2 }),
        ],
      }),
    );
    expect(screen.getByText("2 of 3 passed; 1 disagrees")).toBeInTheDocument();
    const items = within(screen.getByRole("list", { name: "Verdicts" })).getAllByRole("listitem", { name: undefined });
    const lines = items.filter((item) => item.parentElement?.getAttribute("aria-label") === "Verdicts");
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/✓ Passed.*4 stars.*by ana@example\.test.*crisp.*Sharp fur\./),
      expect.stringMatching(/✓ Passed.*by bo@example\.test/),
      expect.stringMatching(/✗ Failed.*by the workspace's owner/),
      expect.stringMatching(/2 stars.*by someone, before accounts/),
    ]);
  });

  it("speaks Chinese", async () => {
    await act(() => activateLocale("zh-CN"));
    show(task({ verdicts: [verdict("ana@example.test", "pass"), verdict("bo@example.test", "fail")] }));
    expect(screen.getByText("2 人中 1 人通过；1 人有异议")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "下载 fox.mp4" })).toBeInTheDocument();
  });
});
