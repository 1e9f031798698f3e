import { describe, expect, it } from "vitest";
import { sandboxOptionsFromEnv } from "./state.ts";

describe("SANDBOX_3D_DELIVERY", () => {
  it("is the vendor's zip unless set to file; an unknown value stops the start", () => {
    expect(sandboxOptionsFromEnv({}).delivery).toBe("zip");
    expect(sandboxOptionsFromEnv({ SANDBOX_3D_DELIVERY: "" }).delivery).toBe("zip");
    expect(sandboxOptionsFromEnv({ SANDBOX_3D_DELIVERY: "file" }).delivery).toBe("file");
    expect(() => sandboxOptionsFromEnv({ SANDBOX_3D_DELIVERY: "files" })).toThrow(
      "SANDBOX_3D_DELIVERY must be zip or file.",
    );
  });
});
