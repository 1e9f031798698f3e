import { waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * The model picker, once it is in: its chunk is asked for when a pointer comes over the plain box
 * (features/composer/model-field.tsx), which it then replaces. Acting on the plain box while the
 * swap is under way would act on an element that is leaving the page.
 */
export async function modelPicker(user: UserEvent, name = "Model", container: HTMLElement = document.body) {
  await user.hover(within(container).getByRole("combobox", { name }));
  await waitFor(() =>
    expect(within(container).getByRole("combobox", { name })).toHaveAttribute("aria-autocomplete", "list"),
  );
  return within(container).getByRole("combobox", { name });
}
