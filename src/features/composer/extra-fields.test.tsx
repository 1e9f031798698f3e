import { fireEvent, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderVideoForm, sandboxRequests, withConnectedSandbox } from "../../test/render-app.tsx";

// The extra-fields editor is checked as it is typed, and the preview says what it leaves out.

const sandbox = withConnectedSandbox();

async function renderExtras() {
  const { user, form, preview, body } = await renderVideoForm();
  const extras = within(form).getByRole("textbox", { name: "Extra fields (JSON)" });
  // Typed as a whole (fireEvent): user-event reads braces as key names.
  const type = (text: string) => fireEvent.change(extras, { target: { value: text } });
  return { user, form, extras, preview, type, body };
}

describe("extra fields", () => {
  it("flags invalid JSON at once, and the preview says the extras are left out", async () => {
    const { extras, preview, type, body } = await renderExtras();
    type('{"duration": ');
    expect(extras).toHaveAttribute("aria-invalid", "true");
    expect(extras).toHaveAccessibleDescription(/^Extra fields are not valid JSON/);
    expect(
      within(preview).getByText("The extra fields are not included: they are not a valid JSON object yet."),
    ).toBeVisible();
    expect(body()).not.toHaveProperty("duration");
    type('{"duration": 6}');
    expect(extras).not.toHaveAttribute("aria-invalid");
    expect(within(preview).queryByText(/not included/)).toBeNull();
    expect(body()).toMatchObject({ duration: 6 });
  });

  it("flags a key the form owns instead of ignoring it silently, and keeps the form's value", async () => {
    const { extras, preview, type, body } = await renderExtras();
    type('{"model": "minimax/other", "duration": 6}');
    expect(extras).toHaveAccessibleDescription(/^"model" is set by the form: change it there, not here\./);
    expect(
      within(preview).getByText('From the extra fields, "model" is not included: the form sets it.'),
    ).toBeVisible();
    expect(body()).toMatchObject({ model: "minimax/t2v-01-director", duration: 6 });
  });

  it("flags a URL field that is not http(s) as it is typed, and Submit sends nothing", async () => {
    const { user, form, extras, type } = await renderExtras();
    await user.type(within(form).getByRole("textbox", { name: "Prompt" }), "A fox");
    type('{"callback_url": "javascript:alert(1)"}');
    // The contract's checks load with the first extras typed (use-extras-problem.ts).
    await waitFor(() => expect(extras).toHaveAccessibleDescription(/^callback_url must be an http\(s\) URL/));
    await user.click(within(form).getByRole("button", { name: "Submit" }));
    // The form's checks load with the first one (lazy-resolver.ts).
    await waitFor(() => expect(extras).toHaveFocus());
    expect((await sandboxRequests(sandbox())).filter((request) => request.method === "POST")).toHaveLength(0);
  });
});
