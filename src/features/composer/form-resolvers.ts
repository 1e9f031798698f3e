import { zodResolver } from "@hookform/resolvers/zod";
import { threeDFormSchema, videoFormSchema } from "./form-schema.ts";

// The forms' checks with their resolver: a chunk of its own, loaded by the first check (lazy-resolver.ts).
export const videoResolver = zodResolver(videoFormSchema);
export const threeDResolver = zodResolver(threeDFormSchema);
