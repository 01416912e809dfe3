import {
  CreateInterviewRequestSchema,
  INTERVIEW_TYPE_LABELS,
  INTERVIEW_TYPES,
  ProposeLocalSlotsSchema,
  type CreateInterviewRequest,
  type InterviewType,
} from '@talent/contract/interviews';
import type { ApplicantDetail } from '@talent/contract/recruiter';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useUser } from '../../../../lib/identity.ts';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { useCreateInterviewRequest, useProposeNewSlots } from '../../api/recruiter-interviews.ts';
import { recruiterZone, tomorrowIn } from './time.ts';
import { applyServerErrors, nestedErrors, SelectField, TextArea, ZoneOptions } from './ui.tsx';

export const MAX_SLOTS = 10;

export interface ProposeTimesValues {
  type: InterviewType;
  duration_minutes: string;
  interviewers: { name: string; title: string }[];
  agenda: string;
  prep_notes: string;
  meeting_url: string;
  location: string;
  timezone: string;
  slots: { date: string; time: string }[];
}

/** The request body: empty optional fields are left out, the meeting link only for video, the address on-site. */
export function toCreateBody(values: ProposeTimesValues): CreateInterviewRequest {
  const duration = Number(values.duration_minutes);
  return {
    type: values.type,
    duration_minutes: values.duration_minutes.trim() === '' || Number.isNaN(duration) ? NaN : duration,
    interviewers: values.interviewers.map((i) => ({ name: i.name, title: i.title })),
    agenda: values.agenda,
    prep_notes: values.prep_notes,
    ...(values.type === 'video' && values.meeting_url.trim()
      ? { meeting_url: values.meeting_url.trim() }
      : {}),
    ...(values.type === 'onsite' && values.location.trim() ? { location: values.location.trim() } : {}),
    timezone: values.timezone,
    slots: values.slots.map((s) => ({ date: s.date, time: s.time })),
  };
}

function resolverFor(mode: 'new' | 'slots'): Resolver<ProposeTimesValues> {
  return async (values) => {
    const parsed =
      mode === 'new'
        ? CreateInterviewRequestSchema.safeParse(toCreateBody(values))
        : ProposeLocalSlotsSchema.safeParse({ timezone: values.timezone, slots: values.slots });
    if (parsed.success) return { values, errors: {} };
    return { values: {}, errors: nestedErrors<ProposeTimesValues>(parsed.error.issues) };
  };
}

function SlotRows({
  control,
  register,
  errors,
}: {
  control: ReturnType<typeof useForm<ProposeTimesValues>>['control'];
  register: ReturnType<typeof useForm<ProposeTimesValues>>['register'];
  errors: FieldErrors<ProposeTimesValues>;
}) {
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'slots' });
  const timezone = useWatch({ control, name: 'timezone' });
  const slotsError = errors.slots?.message ?? errors.slots?.root?.message;
  return (
    <fieldset aria-describedby={slotsError ? `${id}-slots-error` : undefined}>
      <legend className="text-sm font-medium text-ink-800">Times (1–{MAX_SLOTS})</legend>
      <p className="mt-0.5 text-xs text-ink-500">
        Dates and times in {timezone.replaceAll('_', ' ')}; the candidate sees them in their own zone.
      </p>
      <ol className="mt-2 space-y-2">
        {fields.map((field, index) => {
          const rowError =
            errors.slots?.[index]?.message ??
            errors.slots?.[index]?.date?.message ??
            errors.slots?.[index]?.time?.message;
          const errorId = `${id}-slot-${index}-error`;
          return (
            <li key={field.id}>
              <div className="flex flex-wrap items-end gap-2">
                <div>
                  <label
                    htmlFor={`${id}-slot-${index}-date`}
                    className="block text-xs font-medium text-ink-700"
                  >
                    Date of time {index + 1}
                  </label>
                  <input
                    id={`${id}-slot-${index}-date`}
                    type="date"
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={rowError ? errorId : undefined}
                    className="mt-1 rounded-control border border-ink-300 bg-white px-3 py-2 text-sm"
                    {...register(`slots.${index}.date`)}
                  />
                </div>
                <div>
                  <label
                    htmlFor={`${id}-slot-${index}-time`}
                    className="block text-xs font-medium text-ink-700"
                  >
                    Start of time {index + 1}
                  </label>
                  <input
                    id={`${id}-slot-${index}-time`}
                    type="time"
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={rowError ? errorId : undefined}
                    className="mt-1 rounded-control border border-ink-300 bg-white px-3 py-2 text-sm"
                    {...register(`slots.${index}.time`)}
                  />
                </div>
                {fields.length > 1 && (
                  <Button variant="ghost" onClick={() => remove(index)} className="px-2.5">
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sr-only">Remove time {index + 1}</span>
                  </Button>
                )}
              </div>
              {rowError && (
                <p id={errorId} className="mt-1 text-sm text-red-700">
                  {rowError}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {fields.length < MAX_SLOTS && (
        <Button
          variant="secondary"
          className="mt-2"
          onClick={() => {
            const last = fields.length > 0 ? fields[fields.length - 1] : undefined;
            append({ date: last?.date ?? tomorrowIn(timezone), time: '' });
          }}
        >
          <Plus aria-hidden="true" className="size-4" /> Add a time
        </Button>
      )}
      {slotsError && (
        <p id={`${id}-slots-error`} className="mt-1.5 text-sm text-red-700">
          {slotsError}
        </p>
      )}
    </fieldset>
  );
}

/**
 * "Propose interview times" (mode `new`: the whole request) or "Propose new times" on a request the candidate
 * answered with their own (mode `slots`: zone and times only). Times are wall-clock date + time in the chosen
 * zone (`LocalSlot`s); the server converts them, so a daylight-saving change lands on the hour meant.
 */
export function ConsoleProposeTimesForm({
  applicant,
  mode,
  requestId,
  onDone,
}: {
  applicant: ApplicantDetail;
  mode: 'new' | 'slots';
  requestId?: string;
  onDone: () => void;
}) {
  const user = useUser();
  const zone = recruiterZone(user?.timezone);
  const create = useCreateInterviewRequest();
  const propose = useProposeNewSlots();
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProposeTimesValues>({
    resolver: resolverFor(mode),
    defaultValues: {
      type: 'video',
      duration_minutes: '45',
      interviewers: [{ name: user?.name ?? '', title: '' }],
      agenda: '',
      prep_notes: '',
      meeting_url: '',
      location: '',
      timezone: zone,
      slots: [{ date: tomorrowIn(zone), time: '10:00' }],
    },
  });
  const interviewers = useFieldArray({ control, name: 'interviewers' });
  const type = useWatch({ control, name: 'type' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (mode === 'new') {
        await create.mutateAsync({ applicationId: applicant.id, body: toCreateBody(values) });
        toast.success(`Interview times sent to ${applicant.talent.name}.`);
      } else {
        await propose.mutateAsync({
          requestId: requestId ?? '',
          body: { timezone: values.timezone, slots: values.slots },
        });
        toast.success(`New times sent to ${applicant.talent.name}.`);
      }
      onDone();
    } catch (error) {
      if (
        !applyServerErrors(error, setError, (key) =>
          /^(type|duration_minutes|interviewers|agenda|prep_notes|meeting_url|location|timezone|slots)(\.|$)/.test(
            key,
          ),
        )
      ) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  const interviewersError = errors.interviewers?.message ?? errors.interviewers?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      {mode === 'new' && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Type" error={errors.type?.message} {...register('type')}>
              {INTERVIEW_TYPES.map((t) => (
                <option key={t} value={t}>
                  {INTERVIEW_TYPE_LABELS[t]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Duration (minutes)"
              type="number"
              inputMode="numeric"
              min={15}
              max={480}
              step={5}
              error={errors.duration_minutes?.message}
              {...register('duration_minutes')}
            />
          </div>
          <fieldset aria-describedby={interviewersError ? `${id}-interviewers-error` : undefined}>
            <legend className="text-sm font-medium text-ink-800">Interviewers</legend>
            <ol className="mt-2 space-y-2">
              {interviewers.fields.map((field, index) => (
                <li key={field.id} className="flex flex-wrap items-start gap-2">
                  <TextField
                    label={`Interviewer ${index + 1} name`}
                    className="min-w-40 flex-1"
                    error={errors.interviewers?.[index]?.name?.message}
                    {...register(`interviewers.${index}.name`)}
                  />
                  <TextField
                    label={`Interviewer ${index + 1} title`}
                    className="min-w-40 flex-1"
                    error={errors.interviewers?.[index]?.title?.message}
                    {...register(`interviewers.${index}.title`)}
                  />
                  {interviewers.fields.length > 1 && (
                    <Button
                      variant="ghost"
                      className="mt-7 px-2.5"
                      onClick={() => interviewers.remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="sr-only">Remove interviewer {index + 1}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ol>
            {interviewers.fields.length < 10 && (
              <Button
                variant="secondary"
                className="mt-2"
                onClick={() => interviewers.append({ name: '', title: '' })}
              >
                <Plus aria-hidden="true" className="size-4" /> Add an interviewer
              </Button>
            )}
            {interviewersError && (
              <p id={`${id}-interviewers-error`} className="mt-1.5 text-sm text-red-700">
                {interviewersError}
              </p>
            )}
          </fieldset>
          <TextArea
            label="Agenda"
            hint="Markdown. The candidate reads it with the times."
            error={errors.agenda?.message}
            {...register('agenda')}
          />
          <TextArea
            label="Preparation notes (optional)"
            hint="Markdown. What to prepare, shown once the interview is booked."
            error={errors.prep_notes?.message}
            {...register('prep_notes')}
          />
          {type === 'video' && (
            <TextField
              label="Meeting link (optional)"
              type="url"
              hint="Leave it empty and we make a Jitsi room for the interview."
              error={errors.meeting_url?.message}
              {...register('meeting_url')}
            />
          )}
          {type === 'onsite' && (
            <TextField label="Address" error={errors.location?.message} {...register('location')} />
          )}
        </>
      )}
      <SelectField
        label="Time zone of these times"
        error={errors.timezone?.message}
        {...register('timezone')}
      >
        <ZoneOptions current={zone} />
      </SelectField>
      <SlotRows control={control} register={register} errors={errors} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Send times
        </Button>
      </div>
    </form>
  );
}
