import { fireEvent, screen } from "@testing-library/react";
import { render } from "../../../test/render-translated.tsx";
import { describe, expect, it } from "vitest";
import { SourceThumbnail } from "./source-thumbnail.tsx";

describe("SourceThumbnail", () => {
  it("shows an http(s) image without sending the referrer", () => {
    render(<SourceThumbnail body={{ first_frame_image: "https://cdn.test/frame.png" }} />);
    const img = screen.getByRole("img", { name: "Source image (first frame)" });
    expect(img).toHaveAttribute("src", "https://cdn.test/frame.png");
    expect(img).toHaveAttribute("referrerpolicy", "no-referrer");
  });

  it("shows a data: image from the subject reference", () => {
    const uri = "data:image/png;base64,iVBORw0KGgo=";
    render(<SourceThumbnail body={{ subject_reference: [{ type: "character", image: [uri] }] }} />);
    expect(screen.getByRole("img", { name: "Source image (subject reference)" })).toHaveAttribute("src", uri);
  });

  it("shows anything else as inert text", () => {
    const { container } = render(<SourceThumbnail body={{ image: "javascript:alert(1)" }} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(screen.getByText("javascript:alert(1)")).toBeInTheDocument();
    expect(container).toHaveTextContent("not an http(s) or data: URL");
  });

  it("falls back to text when the image does not load", () => {
    render(<SourceThumbnail body={{ image: "https://cdn.test/expired.png" }} />);
    fireEvent.error(screen.getByRole("img", { name: "Source image (input image)" }));
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
  });

  it("renders nothing without a source image", () => {
    const { container } = render(<SourceThumbnail body={{ prompt: "x" }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
