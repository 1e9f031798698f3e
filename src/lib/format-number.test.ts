import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales.ts";
import { formatNumber } from "./format-number.ts";

const WHOLE = [0, -0, 7, -7, 42, 999, 1000, -1000, 2000, 12_345, -12_345, 999_999, 1_000_000, 123_456_789, 2 ** 53 - 1];

describe("formatNumber", () => {
  for (const locale of LOCALES)
    it(`writes whole numbers in ${locale} as Intl does`, () => {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const value of WHOLE) expect(formatNumber(value, { locale })).toBe(intl.format(value));
    });

  it("leaves fractions, digits and other languages to Intl", () => {
    expect(formatNumber(1234.56, { locale: "en" })).toBe("1,235");
    expect(formatNumber(1234.5, { locale: "en", digits: 1 })).toBe("1,234.5");
    expect(formatNumber(3, { locale: "en", digits: 2, minDigits: 0 })).toBe("3");
    expect(formatNumber(3, { locale: "en", digits: 2, minDigits: 2 })).toBe("3.00");
    expect(formatNumber(1234, { locale: "de" })).toBe("1.234");
    expect(formatNumber(1234, { locale: "ar-EG" })).toBe(new Intl.NumberFormat("ar-EG").format(1234));
  });
});
