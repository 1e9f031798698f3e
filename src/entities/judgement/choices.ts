import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { JUDGEMENT_CHOICES, type Choice } from "../../contract/judgement.ts";

// A pairwise judgement's choices in one table: Compare's buttons and keys read it (the choices
// themselves are the contract's: contract/judgement.ts).

type ChoiceFacts = {
  /** Its button in Compare (the sides are lettered A and B there in every language). */
  label: MessageDescriptor;
  /** Compare's key for it, in lower case (pressed again, it is undone). */
  key: string;
};

const TABLE = {
  a: { label: msg`A is better`, key: "a" },
  b: { label: msg`B is better`, key: "b" },
  tie: { label: msg`Tie`, key: "t" },
} satisfies Record<Choice, ChoiceFacts>;

export type { Choice };

export const CHOICE_TABLE: Readonly<Record<Choice, ChoiceFacts>> = TABLE;

/** Every choice, in the contract's order (Compare's buttons). */
export const CHOICES = JUDGEMENT_CHOICES;

/** The choice a key gives, if any. */
export const choiceOfKey = (key: string): Choice | undefined => CHOICES.find((choice) => TABLE[choice].key === key);
