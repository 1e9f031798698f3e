import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useCallback, useId } from "react";
import { Controller, FormProvider, useForm, useWatch } from "react-hook-form";
import { FAMILY_RULES } from "../../contract/families.ts";
import { Switch } from "../../components/switch.tsx";
import { buildVideoBody } from "../../entities/task/build-body.ts";
import { paramsOf, readsCameraMoves, resolveVideoKind } from "../../contract/models.ts";
import type { VideoKind } from "../../contract/families.ts";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { wordError } from "../../lib/field-error.ts";
import { ExtraFields } from "./extra-fields.tsx";
import { omittedNote, parseExtraFields } from "../../entities/task/request/extra-fields-parse.ts";
import { lazyResolver } from "./lazy-resolver.ts";
import { fieldForParam, reservedParams, type VideoFormValues } from "../../entities/task/form-values.ts";
import type { MatrixHookup } from "../../entities/run/matrix-state.ts";
import { MatrixSlot, useMatrix } from "./matrix-switch.tsx";
import { ModelField } from "./model-field.tsx";
import { LazyImageControl, LazyParamControls, loadingImage } from "./lazy-controls.tsx";
import { RequestPreview } from "../../components/request/request-preview.tsx";
import { SubmitBar } from "./submit-bar.tsx";
import { submitOnCtrlEnter } from "./submit-keys.ts";
import { useResend } from "./use-resend.ts";
import { useShownField } from "./use-shown-field.ts";
import { preloadSending, useSubmitTask } from "./use-submit-task.ts";
import { VideoPrompt } from "./video-prompt.tsx";
import { Watched } from "./watched.tsx";

// The kinds of video request, as the person picks one for a model the catalog does not know.
const KIND_LABELS: Record<VideoKind, MessageDescriptor> = {
  text: msg`Text only`,
  "first-frame": msg`First-frame image`,
  subject: msg`Subject reference`,
};

// The limit is the family's, in the contract: every MiniMax video model has the same.
const VIDEO_PROMPT_MAX = FAMILY_RULES.video.promptMax ?? Infinity;

// Loaded with the first check: see lazy-resolver.ts.
const videoChecks = lazyResolver<VideoFormValues>((resolvers) => resolvers.videoResolver);

export function VideoForm({
  initial,
  onChange,
  matrix: hookup,
}: {
  initial: VideoFormValues;
  onChange: (values: VideoFormValues) => void;
  matrix: MatrixHookup;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<VideoFormValues>({ resolver: videoChecks, defaultValues: initial });
  const { register, control, formState, setError } = form;
  // Only what decides the form's shape is watched here: a keystroke in the prompt renders the
  // prompt and what shows the values (<Watched>), not the whole form.
  const [model, chosenKind] = useWatch({ control, name: ["model", "kind"] });
  const showFieldError = useCallback(
    (param: string, message: string) =>
      setError(fieldForParam("video", param, form.getValues("model")), { message }, { shouldFocus: true }),
    [setError, form],
  );
  const task = useSubmitTask("video", { onFieldError: showFieldError });
  useShownField("video", showFieldError);
  const { kind, known } = resolveVideoKind(model, chosenKind);
  const errors = formState.errors;
  const optimizerHelp = useId();

  const submit = form.handleSubmit((valid) => task.submit(buildVideoBody(valid)));
  const { matrix, onSubmit, resend } = useMatrix(hookup, submit, task.submit);
  useResend("video", resend);

  return (
    <FormProvider {...form}>
      {/* Ctrl+Enter is a shortcut heard from the form's own controls; the form itself is no target. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        onSubmit={onSubmit}
        onKeyDown={submitOnCtrlEnter}
        onFocus={preloadSending}
        noValidate
        aria-label={t`Video request`}
        className="space-y-4"
      >
        <ModelField family="video" error={wordError(errors.model, i18n.locale)} />
        {!known ? (
          <fieldset>
            <legend className="text-sm font-medium">
              <Trans>Kind of video request</Trans>
            </legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {(Object.keys(KIND_LABELS) as VideoKind[]).map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input type="radio" value={option} {...register("kind")} />
                  {i18n._(KIND_LABELS[option])}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <Controller
          control={control}
          name="prompt"
          render={({ field, fieldState }) => (
            <VideoPrompt
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={wordError(fieldState.error, i18n.locale)}
              max={VIDEO_PROMPT_MAX}
              directivesApply={readsCameraMoves(model)}
            />
          )}
        />
        {kind === "first-frame" ? (
          <Suspense fallback={loadingImage}>
            <LazyImageControl name="first_frame_image" label={t`First frame image`} family="video" />
          </Suspense>
        ) : null}
        {kind === "subject" ? (
          <Suspense fallback={loadingImage}>
            <LazyImageControl
              name="subject_reference"
              label={t`Subject image`}
              family="video"
              purpose={t`One photo of a face`}
            />
          </Suspense>
        ) : null}
        {paramsOf(model).length > 0 ? (
          <Suspense fallback={null}>
            <LazyParamControls model={model} />
          </Suspense>
        ) : null}
        <div>
          <Switch label={t`Prompt optimizer`} aria-describedby={optimizerHelp} {...register("prompt_optimizer")} />
          <p id={optimizerHelp} className="mt-1 text-xs text-slate-600">
            <Trans>Lets the vendor rewrite the prompt for better results (its default: on).</Trans>
          </p>
        </div>
        <ExtraFields family="video" error={wordError(errors.extra, i18n.locale)} registration={register("extra")} />
        <Watched<VideoFormValues> onChange={onChange}>
          {(values) => (
            <MatrixSlot family="video" values={values} matrix={matrix}>
              <SubmitBar task={task} onRetry={() => void submit()} />
              <RequestPreview
                body={buildVideoBody(values)}
                note={omittedNote(parseExtraFields(values.extra, reservedParams("video", values.model)))}
              />
            </MatrixSlot>
          )}
        </Watched>
      </form>
    </FormProvider>
  );
}
