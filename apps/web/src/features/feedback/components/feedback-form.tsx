import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_TEXT_MAX,
  FeedbackCategorySchema,
  SubmitFeedbackSchema,
  type Feedback,
  type FeedbackContext,
} from '@talent/contract/feedback';
import { ChevronRight } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import {
  applyValidationErrors,
  errorMessage,
  formatWait,
  retryAfterSeconds,
} from '../../../lib/form-errors.ts';
import { useSendFeedback } from '../api/my-feedback.ts';
import { clearDraft, loadDraft, saveDraft } from '../lib/feedback-draft.ts';
import { technicalDetails } from '../lib/technical-details.ts';
import { ScreenshotField, type Screenshot } from './screenshot-field.tsx';
import { TextBox } from '../../../components/ui/text-box.tsx';

const FormSchema = z.object({
  category: FeedbackCategorySchema,
  what_happened: SubmitFeedbackSchema.shape.what_happened,
  expected: SubmitFeedbackSchema.shape.expected,
  include_details: z.boolean(),
});
type FormInput = {
  category: z.input<typeof FeedbackCategorySchema> | '';
  what_happened: string;
  expected: string;
  include_details: boolean;
};
type FormOutput = z.output<typeof FormSchema>;
const resolver = zodResolver(FormSchema as unknown as z.ZodType<FormOutput, FormInput>);

/** The technical details as the author sees them before sending. */
function DetailsPreview({ details }: { details: FeedbackContext }) {
  const errors = details.console_errors;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-control bg-ink-50 p-3 text-xs text-ink-700">
      <dt className="font-medium">Page</dt>
      <dd className="break-all">{details.path}</dd>
      <dt className="font-medium">Browser</dt>
      <dd className="break-words">{details.user_agent}</dd>
      <dt className="font-medium">Window</dt>
      <dd>
        {details.viewport.width} × {details.viewport.height}
      </dd>
      <dt className="font-medium">App version</dt>
      <dd className="break-all">{details.build_id}</dd>
      <dt className="font-medium">Recent errors</dt>
      <dd>
        {errors.length === 0 ? (
          'None'
        ) : (
          <ul className="space-y-1">
            {errors.map((entry, index) => (
              <li key={index} className="font-mono break-words">
                {entry.message}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}

/**
 * The feedback form: what kind, what happened, what was expected, an optional screenshot and the technical
 * details (shown, and left out on request). The draft is kept for the tab's session until it is sent.
 */
export function FeedbackForm({
  token,
  userId,
  onSent,
}: {
  token: string;
  userId: string;
  onSent: (feedback: Feedback) => void;
}) {
  const location = useLocation();
  const send = useSendFeedback();
  const draft = useMemo(() => loadDraft(userId), [userId]);
  const details = useMemo(() => technicalDetails(location), [location]);
  const [screenshot, setScreenshot] = useState<Screenshot | null>(draft.screenshot);
  const [screenshotError, setScreenshotError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const categoryId = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: {
      category: draft.category,
      what_happened: draft.what_happened,
      expected: draft.expected,
      include_details: draft.include_details,
    },
  });
  const values = useWatch({ control });

  useEffect(() => {
    saveDraft(userId, {
      category: values.category ?? '',
      what_happened: values.what_happened ?? '',
      expected: values.expected ?? '',
      include_details: values.include_details ?? true,
      screenshot,
    });
  }, [userId, values, screenshot]);

  const submit = handleSubmit(async (input) => {
    setScreenshotError(undefined);
    try {
      const sent = await send.mutateAsync({
        token,
        category: input.category,
        what_happened: input.what_happened,
        expected: input.expected,
        screenshot_file_id: screenshot?.id ?? null,
        context: input.include_details ? details : null,
      });
      clearDraft(userId);
      onSent(sent);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait !== null) {
        setError('root.server', {
          message: `You have sent a lot of feedback in the last hour. Try again in ${formatWait(wait)}; your text is kept.`,
        });
        return;
      }
      if (applyValidationErrors(error, setError, ['category', 'what_happened', 'expected'])) {
        const fieldErrors = (error as { response?: { data?: { errors?: Record<string, string[]> } } })
          .response?.data?.errors;
        if (fieldErrors?.screenshot_file_id) {
          setScreenshot(null);
          setScreenshotError(fieldErrors.screenshot_file_id[0]);
        }
        return;
      }
      setError('root.server', {
        message: errorMessage(error, 'We could not send your feedback. Please try again.'),
      });
    }
  });

  const categoryErrorId = `${categoryId}-error`;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <fieldset
        aria-describedby={errors.category ? categoryErrorId : undefined}
        aria-invalid={errors.category ? true : undefined}
      >
        <legend className="text-sm font-medium text-ink-800">What is it about?</legend>
        <div className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2">
          {FEEDBACK_CATEGORIES.map((category) => (
            <label
              key={category}
              className="flex cursor-pointer items-center gap-3 rounded-control border border-ink-200 px-3 py-2.5 text-sm text-ink-800 hover:bg-ink-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={category}
                className="size-4 accent-brand-700"
                {...register('category')}
              />
              {FEEDBACK_CATEGORY_LABELS[category]}
            </label>
          ))}
        </div>
        <FieldMessages error={errors.category?.message} errorId={categoryErrorId} />
      </fieldset>

      <TextBox
        label="What happened?"
        hint="What you did and what you saw."
        placeholder="I chose a country in the filters and the list stayed empty."
        error={errors.what_happened?.message}
        count={values.what_happened?.length ?? 0}
        maxLength={FEEDBACK_TEXT_MAX}
        registration={register('what_happened')}
      />
      <TextBox
        label="What did you expect?"
        hint="What should have happened instead."
        placeholder="Jobs I can take from that country."
        error={errors.expected?.message}
        count={values.expected?.length ?? 0}
        maxLength={FEEDBACK_TEXT_MAX}
        registration={register('expected')}
      />

      <ScreenshotField
        value={screenshot}
        onChange={(next) => {
          setScreenshotError(undefined);
          setScreenshot(next);
        }}
        onBusy={setUploading}
        error={screenshotError}
      />

      <div>
        <label className="flex items-start gap-2.5 text-sm text-ink-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            {...register('include_details')}
          />
          <span>
            Include technical details
            <span className="block text-xs text-ink-500">
              The page, your browser, the window size, the app version and the last errors it noted. They help
              us find the cause.
            </span>
          </span>
        </label>
        <details className="group mt-1 ml-6.5">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md text-xs font-medium text-brand-800 hover:underline">
            <ChevronRight aria-hidden="true" className="size-3.5 transition-transform group-open:rotate-90" />
            See what is sent
          </summary>
          {values.include_details === false ? (
            <p className="mt-2 text-xs text-ink-600">
              Nothing: you chose to leave the technical details out.
            </p>
          ) : (
            <DetailsPreview details={details} />
          )}
        </details>
      </div>

      <div className="flex flex-wrap items-center justify-end gap-2">
        {uploading && <span className="mr-auto text-xs text-ink-600">Sending waits for the screenshot.</span>}
        <Button type="submit" loading={isSubmitting} disabled={uploading}>
          Send feedback
        </Button>
      </div>
    </form>
  );
}
