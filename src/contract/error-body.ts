import { z } from "zod/mini";

/** The router-style error body: `{error: {message, type, code, param}}` (SERVICE-NOTES, "Errors"). */
export const errorBodySchema = z.object({
  error: z.looseObject({
    message: z.catch(z.string(), ""),
    type: z.catch(z.nullable(z.string()), null),
    code: z.catch(z.nullable(z.union([z.string(), z.number()])), null),
    param: z.catch(z.nullable(z.string()), null),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

export type ErrorDetail = {
  message: string;
  type: string;
  code: string;
  param: string | null;
};

export function errorBody(detail: ErrorDetail): { error: ErrorDetail } {
  return { error: detail };
}
