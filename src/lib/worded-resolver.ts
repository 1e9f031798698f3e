import { zodResolver } from "@hookform/resolvers/zod";
import { i18n } from "@lingui/core";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod/mini";
import type { RewordableError } from "./field-error.ts";

/**
 * zod's resolver, whose errors can be worded again in another language (wordError in
 * field-error.ts): the schema words its findings when it runs, so the same values checked again
 * give the same findings in the language of that moment. They are the values of that check, kept
 * aside (the form's own values change as they are typed): a switch words the error on screen
 * again and never checks what is typed now. Only the last wording is kept: asked again in its
 * language it is reused; asked in another, the kept values are checked again. For forms whose
 * fields are at the top level, as all of this app's are.
 */
export function wordedResolver<T extends FieldValues>(schema: z.ZodMiniType<T, T>): Resolver<T> {
  const resolve = zodResolver(schema) as Resolver<T>;
  return async (values, context, options) => {
    const checked = { ...values };
    const result = await resolve(values, context, options);
    for (const [name, error] of Object.entries(result.errors)) {
      if (!error || typeof error.message !== "string") continue;
      let worded = { locale: i18n.locale, message: error.message };
      (error as RewordableError).reword = (locale) => {
        if (locale !== worded.locale) {
          const found = schema.safeParse(checked).error?.issues.find((issue) => issue.path.join(".") === name);
          worded = { locale, message: found?.message ?? worded.message };
        }
        return worded.message;
      };
    }
    return result;
  };
}
