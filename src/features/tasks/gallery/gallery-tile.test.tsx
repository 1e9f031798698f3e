import { act, fireEvent, render as plainRender, screen } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../../i18n/catalogs.ts";
import { makeEntry, record } from "../../../test/deck-entries.ts";
import { AppProviders } from "../../../test/providers.tsx";
import { closeLightbox, useLightboxId } from "../../../lib/lightbox-store.ts";
import { SelectionProvider } from "../../../components/selection/selection-context.tsx";
import { GalleryTile } from "./gallery-tile.tsx";

// The app's providers: a 3D tile reads its model the way the viewer does (the connection's).
const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders>
    <SelectionProvider order={["e1"]}>{children}</SelectionProvider>
  </AppProviders>
);

const finished = (data: Record<string, unknown>, patch: Record<string, unknown> = {}) =>
  makeEntry({
    record: record({
      request_id: "r1",
      task_id: "t1",
      status: "COMPLETED",
      progress: "100%",
      submit_time: 1,
      data,
      ...patch,
    }),
  });

const render = (ui: ReactElement) => plainRender(ui, { wrapper });

function OpenId() {
  return <output aria-label="Open in the lightbox">{useLightboxId() ?? "none"}</output>;
}

describe("GalleryTile", () => {
  it("shows a video's first frame, its status, and names the task and prompt; a click opens it", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <GalleryTile entry={finished({ video_urls: ["https://files.example/clip.mp4"] })} />
        <OpenId />
      </>,
    );
    const video = container.querySelector("video")!;
    expect(video).toHaveAttribute("src", "https://files.example/clip.mp4#t=0.001");
    expect(video).toHaveAttribute("preload", "metadata");
    expect(video).not.toHaveAttribute("controls");
    expect(screen.getByText("Completed")).toBeInTheDocument();
    const open = screen.getByRole("button", { name: "Video · minimax/t2v-01-director: A cat on a boat" });
    // Its Select box chooses it for Compare without opening it.
    await user.click(screen.getByRole("checkbox", { name: /^Select Video · minimax\/t2v-01-director, / }));
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(screen.getByRole("status", { name: "Open in the lightbox" })).toHaveTextContent("none");
    await user.click(open);
    expect(screen.getByRole("status", { name: "Open in the lightbox" })).toHaveTextContent("e1");
    closeLightbox();
  });

  it("shows an image result as a picture, and a 3D model as a placeholder naming its format", () => {
    const image = render(<GalleryTile entry={finished({ image_urls: ["https://files.example/still.png"] })} />);
    expect(image.container.querySelector("img")).toHaveAttribute("src", "https://files.example/still.png");
    image.unmount();
    render(<GalleryTile entry={finished({ file_urls: ["https://files.example/model.glb"] })} />);
    expect(screen.getByText("3D model · GLB")).toBeInTheDocument();
  });

  it("shows a running task's status and progress, and a failed one's reason", () => {
    const running = render(
      <GalleryTile
        entry={makeEntry({
          record: record({
            request_id: "r1",
            task_id: "",
            status: "IN_PROGRESS",
            progress: "40%",
            submit_time: 1,
            data: {},
          }),
        })}
      />,
    );
    expect(screen.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getAllByText("In progress").length).toBeGreaterThan(0);
    running.unmount();
    render(<GalleryTile entry={finished({}, { status: "FAILED", fail_reason: "Out of credit" })} />);
    expect(screen.getByText("Out of credit")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("never makes media of a URL that is not http(s), blob: or a media data: URL", () => {
    const { container } = render(
      <GalleryTile
        entry={finished({ video_urls: ["javascript:alert(1)"], image_urls: ["data:text/html,<b>x</b>"] })}
      />,
    );
    expect(container.querySelector("video, img")).toBeNull();
    expect(screen.getByText("No result")).toBeInTheDocument();
  });

  describe("in Chinese", () => {
    afterEach(() => act(() => activateLocale("en")));

    it("names a 3D placeholder, an expired link and an empty result in Chinese, and follows a switch", async () => {
      await act(() => activateLocale("zh-CN"));
      const model = render(<GalleryTile entry={finished({ file_urls: ["https://files.example/model.glb"] })} />);
      expect(screen.getByText("3D 模型 · GLB")).toBeInTheDocument();
      expect(screen.getByText("打开后可旋转查看")).toBeInTheDocument();
      model.unmount();
      const { container } = render(
        <GalleryTile entry={finished({ image_urls: ["https://files.example/gone.png"] })} />,
      );
      fireEvent.error(container.querySelector("img")!);
      expect(screen.getByText("结果链接已过期。")).toBeInTheDocument();
      await act(() => activateLocale("en"));
      expect(screen.getByText("The result's link has expired.")).toBeInTheDocument();
    });

    it("says a finished task without a result has none", async () => {
      await act(() => activateLocale("zh-CN"));
      render(<GalleryTile entry={finished({ video_urls: ["javascript:alert(1)"] })} />);
      expect(screen.getByText("无结果")).toBeInTheDocument();
    });
  });
});
