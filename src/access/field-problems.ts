import { t } from "@lingui/core/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { z } from "zod/mini";
import { BEARER_TOKEN, credentialsSchema, passwordChangeSchema, setupSchema } from "../contract/access.ts";

// The forms check with the contract's own fields (the server checks the same), plus what only a
// form knows: a field left empty, a new password typed twice. A finding is kept as a short key
// ("short:10") and put into words when shown, so an error on screen follows a language switch.

/** A finding of the forms' checks, as its key: worded by fieldProblemText. */
export function fieldProblemOf(issue: z.core.$ZodRawIssue): string {
  if (issue.code === "custom") return typeof issue.params?.problem === "string" ? issue.params.problem : "invalid";
  if (issue.input === "" || (issue.code === "too_small" && issue.minimum === 1)) return "required";
  if (issue.code === "invalid_format" && issue.format === "email") return "email";
  if (issue.code === "invalid_format" && issue.pattern === String(BEARER_TOKEN)) return "bearer";
  if (issue.code === "too_small") return `short:${issue.minimum}`;
  if (issue.code === "too_big") return `long:${issue.maximum}`;
  return "invalid";
}

/** A finding's words, in the language of the moment it is shown. */
export function fieldProblemText(key: string): string {
  const [kind, limit = ""] = key.split(":");
  switch (kind) {
    case "required":
      return t`Fill this in.`;
    case "email":
      return t`Enter an email address, like name@example.com.`;
    case "short":
      return t`Use at least ${limit} characters.`;
    case "long":
      return t`Use at most ${limit} characters.`;
    case "mismatch":
      return t`The two passwords differ: type the same one twice.`;
    case "bearer":
      return t`Use only letters, digits and - . _ ~ + / (and = at the end), with no spaces.`;
    default:
      return t`Check this value.`;
  }
}

/** The form's resolver: the schema's findings as keys (fieldProblemOf). */
export const formResolver = <T extends FieldValues>(schema: z.ZodMiniType<T, T>): Resolver<T> =>
  zodResolver(schema, { error: fieldProblemOf }) as Resolver<T>;

const sameTwice = <T extends { again: string }>(first: (values: T) => string) =>
  z.refine<T>((values) => values.again === first(values), { path: ["again"], params: { problem: "mismatch" } });

export const signInFormSchema = z.object({
  email: credentialsSchema.shape.email,
  password: credentialsSchema.shape.password.check(z.minLength(1)),
});
export type SignInValues = z.infer<typeof signInFormSchema>;

/**
 * The first owner's and an invite's account (setupSchema and joinSchema check the same email and
 * password): the token comes from the link, not the form.
 */
export const accountFormSchema = z
  .object({
    email: setupSchema.shape.email,
    password: setupSchema.shape.password,
    again: z.string(),
  })
  .check(sameTwice((values) => values.password));
export type AccountValues = z.infer<typeof accountFormSchema>;

export const passwordFormSchema = z
  .object({
    current: passwordChangeSchema.shape.current.check(z.minLength(1)),
    next: passwordChangeSchema.shape.next,
    again: z.string(),
  })
  .check(sameTwice((values) => values.next));
export type PasswordValues = z.infer<typeof passwordFormSchema>;
