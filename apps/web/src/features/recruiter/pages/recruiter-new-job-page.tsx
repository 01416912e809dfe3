import { zodResolver } from '@hookform/resolvers/zod';
import { EMPLOYMENT_TYPES, SALARY_PERIODS, SENIORITIES, WORK_MODES } from '@talent/contract/jobs';
import { ArrowLeft, X } from 'lucide-react';
import { useId, useMemo, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  countryName,
  EMPLOYMENT_TYPE_LABELS,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
} from '../../../components/jobs/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCountries, useCurrencies } from '../../../lib/reference-data.ts';
import { useCreateJob } from '../api/create-job.ts';
import { textareaClass } from '../components/textarea-class.ts';
import { JobSkillPicker } from '../components/job-skill-picker.tsx';
import { useRecruiterTimeZone } from '../lib/format.ts';
import {
  emptyJobForm,
  JobFormSchema,
  jobFormErrors,
  toCreateJob,
  type JobForm,
  type JobFormField,
} from '../lib/job-form.ts';

const PERIOD_LABELS = { hour: 'per hour', day: 'per day', month: 'per month', year: 'per year' } as const;

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}

function SelectField({ label, error, hint, children, className = '', ...props }: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`mt-1.5 block w-full rounded-control border bg-white px-3 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
          error ? 'border-red-600' : 'border-ink-300'
        }`}
        {...props}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5">
      <legend className="px-1 text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The first field in the form's order that has an error, for focus after a failed submit. */
const ORDER: JobFormField[] = [
  'title',
  'description',
  'seniority',
  'employment_type',
  'work_mode',
  'office_country',
  'office_city',
  'eligible_countries',
  'timezone',
  'min_overlap_hours',
  'salary_min',
  'salary_max',
  'salary_currency',
  'skills',
  'benefits',
  'response_days',
  'elite_only',
];

export function NewJobForm() {
  const navigate = useNavigate();
  const timeZone = useRecruiterTimeZone();
  const create = useCreateJob();
  const countries = useCountries();
  const currencies = useCurrencies();
  const zones = useMemo(() => timeZones(), []);
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<JobForm>({
    resolver: zodResolver(JobFormSchema),
    defaultValues: emptyJobForm(timeZone),
  });
  const [workMode, anywhere, withSalary, eligible] = useWatch({
    control,
    name: ['work_mode', 'eligible_anywhere', 'with_salary', 'eligible_countries'],
  });
  const countryOptions = countries.data ?? [];

  const onInvalid = (invalid: FieldErrors<JobForm>) => {
    const first = ORDER.find((field) => invalid[field]);
    if (first && first !== 'skills' && first !== 'eligible_countries') setFocus(first);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const job = await create.mutateAsync(toCreateJob(values));
      toast.success(`${job.title} is posted. Candidates can find it now.`);
      await navigate(`/recruiter/jobs/${job.id}`);
    } catch (error) {
      const mapped = jobFormErrors(error);
      if (!mapped) {
        setError('root.server', { message: errorMessage(error) });
        return;
      }
      const first = ORDER.find((field) => mapped.fields[field]);
      for (const field of ORDER) {
        const message = mapped.fields[field];
        if (message) setError(field, { type: 'server', message });
      }
      if (mapped.other) setError('root.server', { message: mapped.other });
      if (first && first !== 'skills' && first !== 'eligible_countries') setFocus(first);
    }
  }, onInvalid);

  const fieldError = (field: JobFormField) => errors[field]?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <Fieldset legend="The job">
        <TextField
          label="Title"
          className="sm:col-span-2"
          error={fieldError('title')}
          {...register('title')}
        />
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-description`} className="block text-sm font-medium text-ink-800">
            Description
          </label>
          <textarea
            id={`${id}-description`}
            rows={10}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={`${id}-description-hint${errors.description ? ` ${id}-description-error` : ''}`}
            className={textareaClass(Boolean(errors.description))}
            {...register('description')}
          />
          <FieldMessages
            hint="Markdown: ## headings, - lists, **bold**. What the work is, the team, how you hire."
            hintId={`${id}-description-hint`}
            error={fieldError('description')}
            errorId={`${id}-description-error`}
          />
        </div>
        <SelectField label="Seniority" error={fieldError('seniority')} {...register('seniority')}>
          {SENIORITIES.map((value) => (
            <option key={value} value={value}>
              {SENIORITY_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Employment type"
          error={fieldError('employment_type')}
          {...register('employment_type')}
        >
          {EMPLOYMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {EMPLOYMENT_TYPE_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </Fieldset>

      <Fieldset legend="Where and when">
        <SelectField label="Work mode" error={fieldError('work_mode')} {...register('work_mode')}>
          {WORK_MODES.map((value) => (
            <option key={value} value={value}>
              {WORK_MODE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Team time zone"
          hint="Candidates see the overlap with their own hours."
          error={fieldError('timezone')}
          {...register('timezone')}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        {workMode !== 'remote' && (
          <>
            <SelectField
              label="Office country"
              error={fieldError('office_country')}
              {...register('office_country')}
            >
              <option value="">Choose a country</option>
              {countryOptions.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </SelectField>
            <TextField label="Office city" error={fieldError('office_city')} {...register('office_city')} />
          </>
        )}
        <TextField
          label="Working-hours overlap (hours)"
          inputMode="numeric"
          hint="0 to 8 hours a day with the team's zone."
          error={fieldError('min_overlap_hours')}
          {...register('min_overlap_hours')}
        />
        <div className="sm:col-span-2">
          <label className="flex items-center gap-2 text-sm font-medium text-ink-800">
            <input type="checkbox" className="size-4 accent-brand-700" {...register('eligible_anywhere')} />A
            hire may live anywhere
          </label>
          {!anywhere && (
            <div className="mt-3">
              {eligible.length > 0 && (
                <ul aria-label="Eligible countries" className="mb-2 flex flex-wrap gap-1.5">
                  {eligible.map((code) => (
                    <li
                      key={code}
                      className="inline-flex items-center gap-1 rounded-full bg-ink-100 py-0.5 pr-1 pl-2.5 text-xs text-ink-800"
                    >
                      {countryName(code)}
                      <button
                        type="button"
                        aria-label={`Remove ${countryName(code)}`}
                        className="rounded-full p-0.5 hover:bg-ink-200"
                        onClick={() =>
                          setValue(
                            'eligible_countries',
                            eligible.filter((c) => c !== code),
                            { shouldValidate: true },
                          )
                        }
                      >
                        <X aria-hidden="true" className="size-3.5" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <SelectField
                label="Add a country where a hire may live"
                name="eligible_country_picker"
                value=""
                error={fieldError('eligible_countries')}
                onChange={(event) => {
                  const code = event.target.value;
                  if (code && !eligible.includes(code))
                    setValue('eligible_countries', [...eligible, code], { shouldValidate: true });
                }}
              >
                <option value="">Choose a country</option>
                {countryOptions
                  .filter((country) => !eligible.includes(country.code))
                  .map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
              </SelectField>
            </div>
          )}
        </div>
      </Fieldset>

      <Fieldset legend="Pay, skills and benefits">
        <label className="flex items-center gap-2 text-sm font-medium text-ink-800 sm:col-span-2">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('with_salary')} />
          Show a salary range (candidates look for it first)
        </label>
        {withSalary && (
          <>
            <TextField
              label="From"
              inputMode="numeric"
              error={fieldError('salary_min')}
              {...register('salary_min')}
            />
            <TextField
              label="To"
              inputMode="numeric"
              error={fieldError('salary_max')}
              {...register('salary_max')}
            />
            <SelectField
              label="Currency"
              error={fieldError('salary_currency')}
              {...register('salary_currency')}
            >
              {(currencies.data ?? [{ code: 'EUR', name: 'Euro' }]).map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {currency.code} · {currency.name}
                </option>
              ))}
            </SelectField>
            <SelectField label="Period" {...register('salary_period')}>
              {SALARY_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
            </SelectField>
          </>
        )}
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="skills"
            render={({ field, fieldState }) => (
              <JobSkillPicker
                label="Skills"
                value={field.value}
                onChange={field.onChange}
                max={30}
                error={fieldState.error?.message}
                hint="Candidates see which of these they have; the match score uses them."
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-benefits`} className="block text-sm font-medium text-ink-800">
            Benefits <span className="font-normal text-ink-500">(one a line, optional)</span>
          </label>
          <textarea
            id={`${id}-benefits`}
            rows={4}
            aria-invalid={errors.benefits ? true : undefined}
            aria-describedby={errors.benefits ? `${id}-benefits-error` : undefined}
            className={textareaClass(Boolean(errors.benefits))}
            {...register('benefits')}
          />
          <FieldMessages error={fieldError('benefits')} errorId={`${id}-benefits-error`} />
        </div>
      </Fieldset>

      <Fieldset legend="Your promise">
        <TextField
          label="Reply within (days)"
          inputMode="numeric"
          hint="Shown on the job. When it passes without a reply, the candidate is told."
          error={fieldError('response_days')}
          {...register('response_days')}
        />
      </Fieldset>

      <Fieldset legend="Who may apply">
        <div className="sm:col-span-2">
          <label className="flex items-center gap-2 text-sm font-medium text-ink-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              aria-describedby={`${id}-elite-hint`}
              {...register('elite_only')}
            />
            Elite members only
          </label>
          <FieldMessages
            hint="Everyone sees the job, but only members of our elite programme (vetted skills, identity and contract) may apply. You can change this later on the job's page."
            hintId={`${id}-elite-hint`}
            error={fieldError('elite_only')}
            errorId={`${id}-elite-error`}
          />
        </div>
      </Fieldset>

      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink to="/recruiter/jobs" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={isSubmitting}>
          Post the job
        </Button>
      </div>
    </form>
  );
}

export default function RecruiterNewJobPage({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-5 sm:px-6">
      <Link
        to="/recruiter/jobs"
        className="inline-flex items-center gap-1 text-sm text-ink-600 hover:text-ink-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Jobs
      </Link>
      <h1 className="mt-1 mb-4 font-display text-2xl font-bold text-ink-900">{title}</h1>
      <NewJobForm />
    </div>
  );
}
