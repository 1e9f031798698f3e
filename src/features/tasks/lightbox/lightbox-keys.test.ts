import { describe, expect, it } from "vitest";
import { keepsKeys, lightboxMove, neighbour, reviewKey } from "./lightbox-keys.ts";

const key = (key: string, mods: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});
const element = (tagName: string, role: string | null = null) => ({
  tagName,
  getAttribute: (name: string) => (name === "role" ? role : null),
});

describe("lightbox keys", () => {
  it("steps with the bare arrows from a button or the dialog", () => {
    expect(lightboxMove(key("ArrowLeft"), element("BUTTON"))).toBe("previous");
    expect(lightboxMove(key("ArrowRight"), element("DIALOG"))).toBe("next");
    expect(lightboxMove(key("ArrowUp"), element("BUTTON"))).toBeNull();
  });

  it("leaves the arrows to a player, a field or a slider, and to the browser with a modifier", () => {
    for (const target of [element("VIDEO"), element("INPUT"), element("TEXTAREA"), element("DIV", "slider")])
      expect(keepsKeys(target)).toBe(true);
    expect(lightboxMove(key("ArrowRight"), element("VIDEO"))).toBeNull();
    expect(lightboxMove(key("ArrowRight", { altKey: true }), element("BUTTON"))).toBeNull();
    expect(lightboxMove(key("ArrowLeft", { shiftKey: true }), element("BUTTON"))).toBeNull();
  });

  it("finds the task before and after, and none past either end", () => {
    const ids = ["a", "b", "c"];
    expect(neighbour(ids, "b", "next")).toBe("c");
    expect(neighbour(ids, "b", "previous")).toBe("a");
    expect(neighbour(ids, "c", "next")).toBeNull();
    expect(neighbour(ids, "a", "previous")).toBeNull();
    expect(neighbour(ids, "x", "next")).toBeNull();
  });

  it("reads p, f, 1–5 and n as review keys, but not in a field or with a modifier", () => {
    expect(reviewKey(key("p"), element("BUTTON"))).toEqual({ kind: "outcome", outcome: "pass" });
    expect(reviewKey(key("F"), element("DIALOG"))).toEqual({ kind: "outcome", outcome: "fail" });
    expect(reviewKey(key("4"), element("BUTTON"))).toEqual({ kind: "rating", rating: 4 });
    expect(reviewKey(key("n"), element("BUTTON"))).toEqual({ kind: "note" });
    expect(reviewKey(key("6"), element("BUTTON"))).toBeNull();
    expect(reviewKey(key("p"), element("TEXTAREA"))).toBeNull();
    expect(reviewKey(key("p", { ctrlKey: true }), element("BUTTON"))).toBeNull();
  });
});
