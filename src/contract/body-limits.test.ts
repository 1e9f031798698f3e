import { describe, expect, it } from "vitest";
import { MAX_BODY_DEPTH, MAX_BODY_ITEMS, MAX_SUBMIT_BODY_BYTES, bodyShapeProblem } from "./body-limits.ts";

const shapeOf = (text: string) => bodyShapeProblem(Buffer.from(text));

/** An object of `keys` keys, each with a number: twice as many items. */
const flat = (keys: number) => JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i])));

describe("bodyShapeProblem", () => {
  it("passes every real body, whatever its strings hold", () => {
    const body = {
      model: "minimax/s2v-01",
      prompt: 'A fox [Truck left,Pan right] says "{[hi]}" \\ 🦊',
      prompt_optimizer: false,
      subject_reference: [{ type: "character", image: ["data:image/png;base64,iVBORw0KGgo="] }],
      callback_url: "https://example.com/hook?x=1",
      duration: -6.5e1,
      extra: null,
    };
    expect(shapeOf(JSON.stringify(body, null, 2))).toBeNull();
  });

  it("counts keys and values alike, up to MAX_BODY_ITEMS", () => {
    // The object itself is one item.
    const keys = (MAX_BODY_ITEMS - 1) / 2;
    expect(shapeOf(flat(Math.floor(keys)))).toBeNull();
    expect(shapeOf(flat(Math.ceil(keys)))).toEqual({ kind: "items", max: MAX_BODY_ITEMS });
  });

  it("stops a body that is nearly all empty objects early on", () => {
    const bomb = Buffer.from(`[${"{},".repeat(9_000_000)}{}]`);
    expect(bomb.length).toBeLessThan(MAX_SUBMIT_BODY_BYTES);
    expect(bodyShapeProblem(bomb)).toEqual({ kind: "items", max: MAX_BODY_ITEMS });
  });

  it("allows MAX_BODY_DEPTH levels of nesting and no more", () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    expect(shapeOf(nested(MAX_BODY_DEPTH))).toBeNull();
    expect(shapeOf(nested(MAX_BODY_DEPTH + 1))).toEqual({ kind: "depth", max: MAX_BODY_DEPTH });
    expect(shapeOf(`${"]".repeat(100)}${nested(MAX_BODY_DEPTH + 1)}`)).toEqual({ kind: "depth", max: MAX_BODY_DEPTH });
  });

  it("skips strings with their escapes: brackets and quotes inside count for nothing", () => {
    const inside = `\\"${"[{".repeat(MAX_BODY_ITEMS)}\\\\`;
    expect(shapeOf(`{"a":"${inside}","b":1}`)).toBeNull();
    expect(JSON.parse(`{"a":"${inside}","b":1}`)).toMatchObject({ b: 1 });
  });
});
