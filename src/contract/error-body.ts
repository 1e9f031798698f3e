import { z } from "zod";

/** The router-style error body: `{error: {message, type, code, param}}` (SERVICE-NOTES, "Errors"). */
export const errorBodySchema = z.object({
  error: z.looseObject({
    message: z.string().catch(""),
    type: z.string().nullable().catch(null),
    code: z.union([z.string(), z.number()]).nullable().catch(null),
    param: z.string().nullable().catch(null),
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
