import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useController, useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import type { Family } from "../../../contract/families.ts";
import { wordError } from "../../../lib/field-error.ts";
import { checkImageRefText } from "../../../entities/task/checks/image-check.ts";
import { ImageField } from "./image-field.tsx";
import { imageRulesText } from "./image-pixels.ts";
import { useIncomingName } from "./use-incoming-name.ts";

type Props<T extends FieldValues> = {
  name: FieldPath<T>;
  label: string;
  family: Family;
  /** What the image is for, put before the family's rules ("One photo of a face"). */
  purpose?: string;
};

/**
 * The form words one problem per field; an embedded image that breaks several rules (a 2000 × 300
 * one: its short side and its ratio) gets them all, each with its figures, from the same check.
 * Only when the form's message is one of them: any other (the service's, a missing image) stands alone.
 */
function allImageErrors(
  error: string | undefined,
  value: string,
  family: Family,
): string | readonly string[] | undefined {
  if (!error || !/^data:/i.test(value)) return error;
  const all = checkImageRefText(value, family);
  return all.includes(error) ? all : error;
}

/**
 * An image field bound to its form: the form's schema checks the value (once typing pauses, a
 * file is read, or a restored draft holds one), focuses the field and gives its one message.
 */
export function ImageControl<T extends FieldValues>({ name, label, family, purpose }: Props<T>) {
  const { t, i18n } = useLingui();
  const { control, trigger, clearErrors, getValues, getFieldState } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const value = field.value as string;
  const rules = imageRulesText(family);
  const valueName = useIncomingName(family, value);
  // Read afresh: a paste settles in the same event that changed the value.
  const check = () => (getValues(name) || getFieldState(name).error ? void trigger(name) : clearErrors(name));

  // A draft brought back with an image shows what is wrong with it at once.
  useEffect(() => {
    if (value) void trigger(name);
    // Only on mount: later values are checked as they settle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <ImageField
      label={label}
      family={family}
      value={value}
      valueName={valueName}
      onChange={(next) => {
        field.onChange(next);
        // A message on show follows the correction keystroke by keystroke.
        if (fieldState.error) void trigger(name);
      }}
      onSettle={check}
      inputRef={field.ref}
      error={allImageErrors(wordError(fieldState.error, i18n.locale), value, family)}
      description={purpose ? t`${purpose}: ${rules}` : rules}
    />
  );
}
