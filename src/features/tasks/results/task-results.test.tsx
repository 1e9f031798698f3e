import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { readResultPayload, type ResultPayload } from "../../../contract/record.ts";
import { AppProviders } from "../../../test/providers.tsx";
import { formatDateTime } from "../../../lib/format-time.ts";
import { LazyCardMenu } from "../menu/lazy-card-menu.ts";
import { ResultActions } from "./result-actions.tsx";
import { TaskResults } from "./task-results.tsx";

// data: URLs, so that no result asks a host for its size.
const clips = (count: number) => Array.from({ length: count }, (_, i) => `data:video/mp4;base64,AAAA${i}`);
const task = {
  submittedAt: new Date(2026, 10, 23, 12, 4).getTime(),
  model: "minimax/t2v-01-director",
  prompt: "Lighthouse keeper at dawn",
  requestId: "20261123120400fwK05Ax",
};
const PRODUCED = Date.UTC(2026, 10, 23, 11, 5);
const show = (data: ResultPayload) =>
  render(<TaskResults data={data} task={task} producedAt={PRODUCED} serverTask={null} />, { wrapper: AppProviders });

const showActions = (data: ResultPayload) =>
  render(
    <ResultActions
      data={data}
      task={task}
      serverTask={null}
      menu={() => <LazyCardMenu results={{ data, task, serverTask: null, producedAt: null }} />}
    />,
    { wrapper: AppProviders },
  );
const BASE = "2026-11-23_1204_minimax-t2v-01-director_lighthouse-keeper-at-dawn_20261123120400fwK05Ax";

describe("TaskResults", () => {
  it("shows the first 20 of a list of thousands and says how many more there are", () => {
    show(readResultPayload({ video_urls: clips(10_000), text_urls: clips(25) }));
    expect(screen.getAllByLabelText(/^Result video \d+$/)).toHaveLength(20);
    expect(
      screen.getByText("…and 9,980 more video URLs, not shown here (Show raw record lists them all)."),
    ).toBeInTheDocument();
    expect(screen.getByText("…and 5 more URLs, not shown here (Show raw record lists them all).")).toBeInTheDocument();
  });

  it("says nothing of a list it shows whole", () => {
    show(readResultPayload({ video_urls: clips(20) }));
    expect(screen.getAllByLabelText(/^Result video \d+$/)).toHaveLength(20);
    expect(screen.queryByText(/not shown here/)).toBeNull();
  });

  it("shows a data:text/html or javascript: URL as text, never as a link or media", () => {
    const unsafe = ["data:text/html,<script>alert(1)</script>", "javascript:alert(1)"];
    show(readResultPayload({ video_urls: unsafe, file_urls: unsafe }));
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(screen.queryAllByLabelText(/^Result video/)).toEqual([]);
    for (const url of unsafe) expect(screen.getAllByText(url)).toHaveLength(2);
  });

  it("offers one Download, its saved name as its description, and Keep; the rest wait in More", async () => {
    const user = userEvent.setup();
    showActions(readResultPayload({ video_urls: clips(1) }));
    expect(screen.getByRole("button", { name: "Download" })).toHaveAccessibleDescription(`${BASE}.mp4`);
    expect(screen.queryByRole("button", { name: "Use as input" })).toBeNull();
    const more = screen.getByRole("button", { name: "More" });
    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    // The menu's items are a chunk of their own, fetched with its first opening.
    expect(await screen.findByRole("button", { name: "Use as input" }, { timeout: 10_000 })).toBeInTheDocument();
    // Escape closes the menu and gives the focus back to its button.
    await user.keyboard("{Escape}");
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(more).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Use as input" })).toBeNull();
  });

  it("names every download after the task, and offers one zip when there are several files", async () => {
    const user = userEvent.setup();
    showActions(readResultPayload({ video_urls: clips(2) }));
    expect(screen.getByRole("button", { name: "Download all (2 files, zip)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "More" }));
    const menu = (await screen.findByRole("button", { name: "Download · Result video 2" }, { timeout: 10_000 }))
      .parentElement!;
    expect(within(menu).getByRole("button", { name: "Download · Result video 1" })).toHaveAccessibleDescription(
      `${BASE}.mp4`,
    );
    expect(within(menu).getByRole("button", { name: "Download · Result video 2" })).toHaveAccessibleDescription(
      `${BASE}_2.mp4`,
    );
  });

  it("replaces a player whose link fails with one line saying so and when the result was produced", () => {
    show(readResultPayload({ video_urls: clips(1) }));
    fireEvent.error(screen.getByLabelText("Result video 1"));
    expect(screen.getByText(`This result's link has expired (produced ${formatDateTime(PRODUCED)}).`)).toBeVisible();
    expect(screen.getByLabelText("Result video 1")).not.toBeVisible();
  });

  it("keeps Use as input's choices open when the result's address changes (the workspace's copy landing)", async () => {
    const user = userEvent.setup();
    const menu = (data: ResultPayload) => <LazyCardMenu results={{ data, task, serverTask: null, producedAt: null }} />;
    const { rerender } = render(menu(readResultPayload({ video_urls: clips(1) })), { wrapper: AppProviders });
    await user.click(await screen.findByRole("button", { name: "Use as input" }, { timeout: 10_000 }));
    const choice = { name: "This frame: first frame of a new video" };
    expect(await screen.findByRole("button", choice, { timeout: 10_000 })).toBeVisible();
    rerender(menu(readResultPayload({ video_urls: ["data:video/mp4;base64,BBBB"] })));
    expect(screen.getByRole("button", { name: "Use as input" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", choice)).toBeVisible();
  });
});
