import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo } from "react";
import { Controller, FormProvider, useForm, useWatch } from "react-hook-form";
import { FLAG_NAMES, FLAG_SHORT_NAMES, type ThreeDOffer } from "../../contract/three-d-flags.ts";
import { parseThreeDPrompt } from "../../contract/three-d-flag-reader.ts";
import { threeDOfferOf } from "../../contract/models.ts";
import { Field, inputClass } from "../../components/field.tsx";
import { wordError } from "../../lib/field-error.ts";
import { buildThreeDBody } from "../../entities/task/build-body.ts";
import { ExtraFields } from "./extra-fields.tsx";
import { omittedNote, parseExtraFields } from "../../entities/task/request/extra-fields-parse.ts";
import { lazyResolver } from "./lazy-resolver.ts";
import { fieldForParam, reservedParams, type ThreeDFormValues } from "../../entities/task/form-values.ts";
import { HighlightedTextarea } from "./highlighted-textarea.tsx";
import { ImageControl } from "./media/image-control.tsx";
import type { MatrixHookup } from "../../entities/run/matrix-state.ts";
import { MatrixSlot, useMatrix } from "./matrix-switch.tsx";
import { ModelField } from "./model-field.tsx";
import { RequestPreview } from "../../components/request/request-preview.tsx";
import { SubmitBar } from "./submit-bar.tsx";
import { submitOnCtrlEnter } from "./submit-keys.ts";
import { setThreeDFlag } from "../../entities/task/three-d-prompt.ts";
import { flagProblemText } from "../../entities/task/checks/three-d-flag-words.ts";
import { useResend } from "./use-resend.ts";
import { useShownField } from "./use-shown-field.ts";
import { preloadSending, useSubmitTask } from "./use-submit-task.ts";

// The flags as they are typed (untranslated: the service reads them), with what the chosen model offers.
const flagsHelp = (offer: ThreeDOffer) =>
  `${FLAG_NAMES.level} (${FLAG_SHORT_NAMES.level}) ${offer.level.join("|")} ${FLAG_NAMES.format} (${FLAG_SHORT_NAMES.format}) ${offer.format.join("|")}`;

// Loaded with the first check: see lazy-resolver.ts.
const threeDChecks = lazyResolver<ThreeDFormValues>((resolvers) => resolvers.threeDResolver);

export function ThreeDForm({
  initial,
  onChange,
  matrix: hookup,
}: {
  initial: ThreeDFormValues;
  onChange: (values: ThreeDFormValues) => void;
  matrix: MatrixHookup;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<ThreeDFormValues>({ resolver: threeDChecks, defaultValues: initial });
  const { register, control, formState, setError, setValue } = form;
  const values = useWatch({ control: form.control }) as ThreeDFormValues;
  const showFieldError = useCallback(
    (param: string, message: string) => setError(fieldForParam("3d", param), { message }, { shouldFocus: true }),
    [setError],
  );
  const task = useSubmitTask("3d", { onFieldError: showFieldError });
  useShownField("3d", showFieldError);
  const body = useMemo(() => buildThreeDBody(values), [values]);
  // The prompt is the one source of truth; the two controls read it and write into it.
  // What the model offers is catalog data; an id the catalog does not know offers everything, with a note.
  const offer = useMemo(() => threeDOfferOf(values.model), [values.model]);
  const flags = useMemo(() => parseThreeDPrompt(values.prompt, offer), [values.prompt, offer]);
  const errors = formState.errors;

  // The draft follows every change, the controls' setValue included (a form subscription misses those).
  useEffect(() => onChange(values), [values, onChange]);
  // What the prompt may hold depends on the model: a finding about it must follow a new model at once.
  const { isSubmitted } = formState;
  const { trigger } = form;
  useEffect(() => {
    if (isSubmitted) void trigger("prompt");
  }, [values.model, isSubmitted, trigger]);

  const setFlag = (flag: "level" | "format", value: string) =>
    setValue("prompt", setThreeDFlag(values.prompt, flag, value), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  const submit = form.handleSubmit((valid) => task.submit(buildThreeDBody(valid)));
  const { matrix, onSubmit, resend } = useMatrix(hookup, submit, task.submit);
  useResend("3d", resend);
  const flagsText = flagsHelp(offer);
  const firstProblem = flags.problems[0];
  const promptError = wordError(errors.prompt, i18n.locale) ?? (firstProblem && flagProblemText(i18n, firstProblem));
  const note = offer.inCatalog
    ? null
    : t`This model id is not in the catalog: every level and format the vendor documents is offered, and the service decides.`;

  return (
    <FormProvider {...form}>
      {/* Ctrl+Enter is a shortcut heard from the form's own controls; the form itself is no target. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        onSubmit={onSubmit}
        onKeyDown={submitOnCtrlEnter}
        onFocus={preloadSending}
        noValidate
        aria-label={t`3D request`}
        className="space-y-4"
      >
        <ModelField family="3d" error={wordError(errors.model, i18n.locale)} />
        <ImageControl name="image" label={t`Source image`} family="3d" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FlagSelect
            label={t`Subdivision level`}
            options={offer.level}
            value={flags.level}
            note={note}
            onChange={(v) => setFlag("level", v)}
          />
          <FlagSelect
            label={t`File format`}
            options={offer.format}
            value={flags.format}
            note={note}
            onChange={(v) => setFlag("format", v)}
          />
        </div>
        <Controller
          control={control}
          name="prompt"
          render={({ field }) => (
            <Field
              label={t({ message: "Prompt", context: "3D" })}
              error={promptError}
              description={t`Only flags: ${flagsText}. Edit here or with the controls above.`}
            >
              {(ids) => (
                <HighlightedTextarea
                  id={ids.control}
                  textareaRef={field.ref}
                  rows={2}
                  spellCheck={false}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  highlights={flags.problems.map((p) => ({ start: p.start, end: p.end, tone: "error" as const }))}
                  aria-invalid={promptError ? true : undefined}
                  aria-describedby={ids.describedBy}
                />
              )}
            </Field>
          )}
        />
        <ExtraFields family="3d" error={wordError(errors.extra, i18n.locale)} registration={register("extra")} />
        <MatrixSlot family="3d" values={values} matrix={matrix}>
          <SubmitBar task={task} onRetry={() => void submit()} />
          <RequestPreview body={body} note={omittedNote(parseExtraFields(values.extra, reservedParams("3d")))} />
        </MatrixSlot>
      </form>
    </FormProvider>
  );
}

function FlagSelect({
  label,
  options,
  value,
  note,
  onChange,
}: {
  label: string;
  options: readonly string[];
  value: string | null;
  note: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const description = [value ? null : t`Not set in the prompt: the vendor's default applies.`, note].filter(Boolean);
  // A value the prompt asks for but the model does not offer stays visible (the prompt says why it is wrong).
  const shown = value && !options.includes(value) ? [...options, value] : options;
  return (
    <Field label={label} description={description.join(" ") || undefined}>
      {(ids) => (
        <select
          id={ids.control}
          className={inputClass}
          value={value ?? ""}
          aria-describedby={ids.describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {value ? null : <option value="">{t({ message: "(default)", context: "3D option" })}</option>}
          {shown.map((option) => (
            <option key={option} value={option}>
              {options.includes(option) ? option : t`${option} (not offered by this model)`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
