import { msg } from "@lingui/core/macro";

/**
 * Said in the composer and on a card when the model ignores camera moves (subject reference): one
 * message for both places, in the interface's language.
 */
export const IGNORES_MOVES = msg`This model does not read camera moves: brackets are sent as plain text.`;
