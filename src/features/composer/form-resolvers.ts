import { wordedResolver } from "../../lib/worded-resolver.ts";
import { threeDFormSchema, videoFormSchema } from "../../entities/task/checks/form-schema.ts";

// The forms' checks with their resolver: a chunk of its own, loaded by the first check (lazy-resolver.ts).
export const videoResolver = wordedResolver(videoFormSchema);
export const threeDResolver = wordedResolver(threeDFormSchema);
