import { zodResolver } from '@hookform/resolvers/zod';
import {
  ELITE_AVAILABILITIES,
  ELITE_TRACK_IDS,
  ELITE_TRACKS,
  ENGLISH_LEVELS,
  JoinEliteFormSchema,
  type EliteApplication,
  type JoinEliteForm,
} from '@talent/contract/elite';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { useUser } from '../../../lib/identity.ts';
import { useEliteApplication } from '../api/get-elite-application.ts';
import { useElitePrefill, type ElitePrefill } from '../api/get-elite-prefill.ts';
import { FormFrame, TRACKER_PATH } from '../components/form-frame.tsx';
import {
  ChoiceGroup,
  choiceCard,
  controlClasses,
  describedBy,
  Field,
  InputField,
  numberOrNull,
} from '../components/form-parts.tsx';
import { EliteFrame, LoadError, Loading } from '../components/page-states.tsx';
import { TopSkillsField } from '../components/top-skills-field.tsx';
import { formSource, useAutosaveOnChange } from '../lib/form-source.ts';
import { mergeJoin, stillPrefilled, type JoinValues } from '../lib/form-values.ts';
import { AVAILABILITY_LABELS, ENGLISH_LEVEL_LABELS } from '../lib/labels.ts';
import { useDraftAutosave } from '../lib/use-draft-autosave.ts';
import { useEliteLive } from '../lib/use-elite-live.ts';
import { useSubmitForm } from '../lib/use-submit-form.ts';

// The form holds '' and null for "not given yet"; the contract refuses them with its own messages.
const resolver = zodResolver(JoinEliteFormSchema) as unknown as Resolver<JoinValues, unknown, JoinEliteForm>;

const FIELDS = [
  'track',
  'years_experience',
  'top_skills',
  'portfolio_url',
  'github_url',
  'english_level',
  'motivation',
  'availability',
  'consent_to_vetting',
] as const;

const MOTIVATION_MIN = 80;
const MOTIVATION_MAX = 2000;

const WORK_PREFERENCE_PATH = '/elite/onboarding/forms/work-preference';

/** "Needs: JavaScript or TypeScript, React" — what the chosen track will ask of the skill stage. */
function trackNeeds(track: string): string {
  const info = (ELITE_TRACKS as Record<string, (typeof ELITE_TRACKS)[keyof typeof ELITE_TRACKS]>)[track];
  if (!info) return 'Your track decides which skill tests count.';
  if (info.requirements.length === 0)
    return 'No skill test for this track: we review your portfolio instead, so its link is required.';
  return `Skill stage: ${info.requirements.map((requirement) => requirement.label).join(', ')}. A valid badge you hold already counts.`;
}

function JoinForm({
  application,
  prefill,
  userId,
}: {
  application: EliteApplication | null;
  prefill: ElitePrefill;
  userId: string;
}) {
  const navigate = useNavigate();
  const [source] = useState(() => formSource('join', application, userId));
  const [merged] = useState(() => mergeJoin(source.draft, prefill.join));
  const form = useForm<JoinValues, unknown, JoinEliteForm>({ resolver, defaultValues: merged.values });
  const autosave = useDraftAutosave({ form: 'join', userId, enabled: !source.readOnly });
  useAutosaveOnChange(form, autosave, source.restored !== null);
  const sending = useSubmitForm({
    formKey: 'join',
    form,
    autosave,
    fields: FIELDS,
    createFirst: !source.open,
    onDone: (saved) =>
      void navigate(saved.forms.work_preference.submitted_at ? TRACKER_PATH : WORK_PREFERENCE_PATH),
  });
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;
  const prefilled = (key: keyof JoinValues) => stillPrefilled(merged.prefilled, key, values[key]);
  const submitted = application?.status === 'in_progress' && application.forms.join.submitted_at !== null;
  const motivation = values.motivation ?? '';

  return (
    <FormFrame
      id="join-elite"
      intro={
        <>
          About 5 minutes. What your profile already says is filled in and marked “From your profile”; change
          anything that is out of date. Your answers save as you type.
        </>
      }
      readOnly={source.readOnly}
      readOnlyReason={source.readOnlyReason}
      locked={sending.locked ?? (autosave.state.kind === 'locked' ? autosave.state.message : undefined)}
      restored={source.restored !== null}
      error={errors.root?.server?.message}
      autosave={autosave.state}
      submitLabel={submitted ? 'Save changes' : 'Continue to work preferences'}
      submitting={sending.pending}
      onSubmit={(event) => void form.handleSubmit(sending.submit)(event)}
      onBlur={() => void autosave.flush()}
    >
      <Field
        id="track"
        label="Track"
        hint={trackNeeds(values.track ?? '')}
        error={errors.track?.message}
        fromProfile={prefilled('track')}
      >
        <select
          id="track"
          aria-invalid={errors.track ? true : undefined}
          aria-describedby={describedBy('track', {
            hint: true,
            note: prefilled('track'),
            error: errors.track,
          })}
          className={`${controlClasses(Boolean(errors.track))} sm:max-w-sm`}
          {...form.register('track')}
        >
          <option value="">Choose your track…</option>
          {ELITE_TRACK_IDS.map((track) => (
            <option key={track} value={track}>
              {ELITE_TRACKS[track].label}
            </option>
          ))}
        </select>
      </Field>

      <Field
        id="years-experience"
        label="Years of professional experience"
        error={errors.years_experience?.message}
        fromProfile={prefilled('years_experience')}
      >
        <input
          id="years-experience"
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          aria-invalid={errors.years_experience ? true : undefined}
          aria-describedby={describedBy('years-experience', {
            note: prefilled('years_experience'),
            error: errors.years_experience,
          })}
          className={`${controlClasses(Boolean(errors.years_experience))} sm:max-w-40`}
          {...form.register('years_experience', { setValueAs: numberOrNull })}
        />
      </Field>

      <Controller
        control={form.control}
        name="top_skills"
        render={({ field }) => (
          <TopSkillsField
            value={field.value}
            onChange={field.onChange}
            error={errors.top_skills?.message ?? errors.top_skills?.root?.message}
            fromProfile={prefilled('top_skills')}
            disabled={source.readOnly}
            focusRef={field.ref}
          />
        )}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="portfolio-url"
          label={values.track === 'design' ? 'Portfolio link' : 'Portfolio link (optional)'}
          error={errors.portfolio_url}
          fromProfile={prefilled('portfolio_url')}
          input={{ type: 'url', inputMode: 'url', placeholder: 'https://' }}
          registration={form.register('portfolio_url')}
        />
        <InputField
          id="github-url"
          label="GitHub link (optional)"
          error={errors.github_url}
          fromProfile={prefilled('github_url')}
          input={{ type: 'url', inputMode: 'url', placeholder: 'https://github.com/…' }}
          registration={form.register('github_url')}
        />
      </div>

      <ChoiceGroup
        id="english-level"
        legend="Your English"
        hint="Clients work with you in English. Be honest: we check it in the review, never with a personality test."
        error={errors.english_level?.message}
        fromProfile={prefilled('english_level')}
      >
        {ENGLISH_LEVELS.map((level) => (
          <label key={level} className={choiceCard}>
            <input
              type="radio"
              value={level}
              className="size-4 accent-brand-700"
              {...form.register('english_level')}
            />
            {ENGLISH_LEVEL_LABELS[level]}
          </label>
        ))}
      </ChoiceGroup>

      <Field
        id="motivation"
        label="Why do you want to join?"
        hint={`At least ${MOTIVATION_MIN} characters: what you want from the programme and what you bring to clients.`}
        error={errors.motivation?.message}
      >
        <textarea
          id="motivation"
          rows={6}
          maxLength={MOTIVATION_MAX}
          aria-invalid={errors.motivation ? true : undefined}
          aria-describedby={[
            describedBy('motivation', { hint: true, error: errors.motivation }),
            'motivation-count',
          ].join(' ')}
          className={controlClasses(Boolean(errors.motivation))}
          {...form.register('motivation')}
        />
        <p
          id="motivation-count"
          className={`mt-1 text-right text-xs tabular-nums ${
            motivation.trim().length < MOTIVATION_MIN ? 'text-ink-500' : 'text-brand-800'
          }`}
        >
          {formatNumber(motivation.length)} / {formatNumber(MOTIVATION_MAX)}
          <span className="sr-only"> characters</span>
          {motivation.trim().length < MOTIVATION_MIN &&
            ` · ${formatNumber(MOTIVATION_MIN - motivation.trim().length)} more to go`}
        </p>
      </Field>

      <Field
        id="availability"
        label="When could you start with a client?"
        error={errors.availability?.message}
        fromProfile={prefilled('availability')}
      >
        <select
          id="availability"
          aria-invalid={errors.availability ? true : undefined}
          aria-describedby={describedBy('availability', {
            note: prefilled('availability'),
            error: errors.availability,
          })}
          className={`${controlClasses(Boolean(errors.availability))} sm:max-w-sm`}
          {...form.register('availability')}
        >
          <option value="">Choose…</option>
          {ELITE_AVAILABILITIES.map((availability) => (
            <option key={availability} value={availability}>
              {AVAILABILITY_LABELS[availability]}
            </option>
          ))}
        </select>
      </Field>

      <div>
        <label className="flex items-start gap-2.5 text-sm text-ink-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            aria-invalid={errors.consent_to_vetting ? true : undefined}
            aria-describedby={errors.consent_to_vetting ? 'consent-error' : undefined}
            {...form.register('consent_to_vetting')}
          />
          <span>
            I agree that Borderless reviews these forms, my skill test results and my identity check to decide
            on my application. Reviewers see no tax or payout details.
          </span>
        </label>
        {errors.consent_to_vetting && (
          <p id="consent-error" className="mt-1.5 text-sm text-red-700">
            {errors.consent_to_vetting.message}
          </p>
        )}
      </div>
    </FormFrame>
  );
}

/** `/elite/onboarding/forms/join-elite`: track, experience, skills, links, English, motivation, availability. */
export default function JoinElitePage() {
  useEliteLive();
  const user = useUser();
  const application = useEliteApplication();
  const prefill = useElitePrefill();
  return (
    <EliteFrame
      title="Join Elite"
      intro="Tell us what you do and why the elite programme. Reviewers read this first."
    >
      {application.isPending || prefill.isPending || !user ? (
        <Loading what="the join form" />
      ) : application.isError || prefill.isError ? (
        <LoadError what="the join form" queries={[application, prefill]} />
      ) : (
        <JoinForm application={application.data} prefill={prefill.data} userId={user.id} />
      )}
    </EliteFrame>
  );
}
