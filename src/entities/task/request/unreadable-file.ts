import { t } from "@lingui/core/macro";

/** What is said of a picture that could not be read (its bytes, or the code that checks them), when it is said. */
export const unreadableFile = (name: string) => t`Choose the file again: ${name} could not be read.`;
