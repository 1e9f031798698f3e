import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import type { Family } from "../../contract/families.ts";
import { ImageField } from "./image-field.tsx";

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  family: Family;
  description: string;
};

/** An image field bound to a form value: the form focuses it and shows its error like any other field. */
export function ImageControl<T extends FieldValues>({ control, name, label, family, description }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          family={family}
          value={field.value as string}
          onChange={field.onChange}
          inputRef={field.ref}
          error={fieldState.error?.message}
          description={description}
        />
      )}
    />
  );
}
