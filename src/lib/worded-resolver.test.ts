import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import type { FieldError, ResolverOptions } from "react-hook-form";
import { wordError } from "./field-error.ts";
import { wordedResolver } from "./worded-resolver.ts";

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
// Worded from the locale when the check runs, like the app's schemas (the catalogs' words are not needed here).
const schema = z.object({ name: z.string().check(z.minLength(1, { error: () => `empty in ${i18n.locale}` })) });

afterEach(() => i18n.activate("en"));

describe("wordedResolver", () => {
  it("words an error again in another language, from the values it checked, not the current ones", async () => {
    const values = { name: "" };
    const { errors } = await wordedResolver<Values>(schema)(values, undefined, options);
    expect(wordError(errors.name, "en")).toBe("empty in en");
    values.name = "typed since";
    i18n.activate("zh-CN");
    expect(wordError(errors.name, "zh-CN")).toBe("empty in zh-CN");
    expect(errors.name?.message).toBe("empty in en");
  });

  it("shows an error set from elsewhere (the server's) as it was given", () => {
    const error: FieldError = { type: "server", message: "prompt: too long" };
    expect(wordError(error, "zh-CN")).toBe("prompt: too long");
    expect(wordError(undefined, "zh-CN")).toBeUndefined();
  });
});
