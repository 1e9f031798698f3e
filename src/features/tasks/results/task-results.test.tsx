import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readResultPayload } from "../../../contract/record.ts";
import { AppProviders } from "../../../test/providers.tsx";
import { TaskResults } from "./task-results.tsx";

// data: URLs, so that no result asks a host for its size.
const clips = (count: number) => Array.from({ length: count }, (_, i) => `data:video/mp4;base64,AAAA${i}`);

describe("TaskResults", () => {
  it("shows the first 20 of a list of thousands and says how many more there are", () => {
    const data = readResultPayload({ video_urls: clips(10_000), text_urls: clips(25) });
    render(<TaskResults data={data} serverTask={null} />, { wrapper: AppProviders });
    expect(screen.getAllByLabelText(/^Result video \d+$/)).toHaveLength(20);
    expect(
      screen.getByText("…and 9,980 more video URLs, not shown here (Show raw record lists them all)."),
    ).toBeInTheDocument();
    expect(screen.getByText("…and 5 more URLs, not shown here (Show raw record lists them all).")).toBeInTheDocument();
  });

  it("says nothing of a list it shows whole", () => {
    render(<TaskResults data={readResultPayload({ video_urls: clips(20) })} serverTask={null} />, {
      wrapper: AppProviders,
    });
    expect(screen.getAllByLabelText(/^Result video \d+$/)).toHaveLength(20);
    expect(screen.queryByText(/not shown here/)).toBeNull();
  });

  it("shows a data:text/html or javascript: URL as text, never as a link or media", () => {
    const unsafe = ["data:text/html,<script>alert(1)</script>", "javascript:alert(1)"];
    render(<TaskResults data={readResultPayload({ video_urls: unsafe, file_urls: unsafe })} serverTask={null} />, {
      wrapper: AppProviders,
    });
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(screen.queryAllByLabelText(/^Result video/)).toEqual([]);
    for (const url of unsafe) expect(screen.getAllByText(url)).toHaveLength(2);
  });
});
