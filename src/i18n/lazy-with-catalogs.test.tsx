import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyWithCatalogs } from "./lazy-with-catalogs.ts";

describe("lazyWithCatalogs", () => {
  it("starts loading its chunk on preload, before any render, and renders it later", async () => {
    const factory = vi.fn(async () => ({ default: () => <p>loaded</p> }));
    const Lazy = lazyWithCatalogs(["tools"], factory);
    Lazy.preload();
    expect(factory).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText("loaded")).toBeInTheDocument();
  });

  it("leaves a failed preload to the render, without an unhandled rejection", async () => {
    const factory = vi.fn(() => Promise.reject(new Error("offline")));
    lazyWithCatalogs(["tools"], factory).preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(factory).toHaveBeenCalledTimes(1);
  });
});
