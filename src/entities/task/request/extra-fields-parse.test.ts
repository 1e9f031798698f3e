import { describe, expect, it } from "vitest";
import { omittedNote, parseExtraFields } from "./extra-fields-parse.ts";
import { extrasProblem } from "../extras-contract.ts";
import { reservedParams } from "../form-values.ts";

describe("parseExtraFields", () => {
  it.each([
    ["", null],
    ["  ", null],
    ['{"callback_url": "https://x.test"}', null],
    ["{nope", /not valid JSON/],
    ["[1]", /must be a JSON object/],
    ["null", /must be a JSON object/],
    ['{"model": "x", "prompt": "y"}', /"model", "prompt" are set by the form/],
  ])("%j → %s", (text, problem) => {
    const result = parseExtraFields(text, reservedParams("video"));
    if (problem === null) expect(result.problem).toBeNull();
    else expect(result.problem).toMatch(problem);
  });

  it("flags every key the form writes, taken from the form's values", () => {
    expect(reservedParams("video")).toEqual([
      "model",
      "prompt",
      "prompt_optimizer",
      "first_frame_image",
      "subject_reference",
    ]);
    expect(reservedParams("3d")).toEqual(["model", "image", "prompt"]);
    for (const family of ["video", "3d"] as const)
      for (const key of reservedParams(family)) {
        const result = parseExtraFields(JSON.stringify({ [key]: "x", duration: 6 }), reservedParams(family));
        expect(result.problem).toBe(`"${key}" is set by the form: change it there, not here.`);
        expect(result.fields).toEqual({ duration: 6 });
        expect(result.omitted).toEqual([key]);
      }
  });

  it("flags the parameters the chosen model declares, and lets another model's through", () => {
    const extras = JSON.stringify({ duration: 10, callback_url: "https://x.test" });
    expect(parseExtraFields(extras, reservedParams("video", "minimax/hailuo-02")).omitted).toEqual(["duration"]);
    expect(parseExtraFields(extras, reservedParams("video", "minimax/t2v-01-director")).omitted).toEqual([]);
  });
});

describe("omittedNote", () => {
  it("says the extras are left out while they are no JSON object", () => {
    expect(omittedNote(parseExtraFields("{nope", []))).toBe(
      "The extra fields are not included: they are not a valid JSON object yet.",
    );
  });

  it("names the keys the form owns, and is silent otherwise", () => {
    expect(omittedNote(parseExtraFields('{"prompt": 1, "model": 2}', ["model", "prompt"]))).toBe(
      'From the extra fields, "prompt", "model" are not included: the form sets them.',
    );
    expect(omittedNote(parseExtraFields('{"duration": 6}', ["model"]))).toBeNull();
    expect(omittedNote(parseExtraFields("", ["model"]))).toBeNull();
  });
});

describe("extrasProblem", () => {
  it("gives the contract's finding about a field the extras set, as Submit would", () => {
    const reserved = reservedParams("video");
    expect(extrasProblem('{"callback_url": "javascript:alert(1)"}', "video", reserved)).toBe(
      "callback_url must be an http(s) URL",
    );
    expect(extrasProblem('{"callback_url": "https://x.test/hook", "duration": 6}', "video", reserved)).toBeNull();
    expect(extrasProblem("{nope", "video", reserved)).toMatch(/not valid JSON/);
    expect(extrasProblem("", "video", reserved)).toBeNull();
  });
});
