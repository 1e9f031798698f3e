import { screen } from "@testing-library/react";
import { render } from "../../test/render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Field } from "../field.tsx";
import { TokenInput } from "./token-field.tsx";

function Harness({ initial }: { initial: string }) {
  const [token, setToken] = useState(initial);
  return (
    <>
      <Field label="Access token" description="Sent only in the Authorization header.">
        {(ids) => <TokenInput id={ids.control} describedBy={ids.describedBy} value={token} onChange={setToken} />}
      </Field>
      <output>{token.length}</output>
      <button type="button" onClick={() => setToken("")}>
        Clear
      </button>
    </>
  );
}

describe("TokenField", () => {
  it("holds the token as the input's value, never in the page's HTML", async () => {
    const { container } = render(<Harness initial="sk-held-9f2c" />);
    const field = screen.getByLabelText("Access token");
    expect(field).toHaveValue("sk-held-9f2c");
    expect(container.innerHTML).not.toContain("sk-held-9f2c");

    await userEvent.type(field, "-more");
    expect(field).toHaveValue("sk-held-9f2c-more");
    expect(screen.getByRole("status")).toHaveTextContent("17");
    await userEvent.click(screen.getByRole("button", { name: "Show token" }));
    expect(field).toHaveAttribute("type", "text");
    expect(container.innerHTML).not.toContain("sk-held");
  });

  it("follows a value changed from outside", async () => {
    render(<Harness initial="sk-held-9f2c" />);
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByLabelText("Access token")).toHaveValue("");
  });
});
