import { FILE_LIMITS } from '@talent/contract/applications';
import { EMPLOYMENT_TYPES, SALARY_PERIODS } from '@talent/contract/jobs';
import {
  CreateOfferSchema,
  OfferTermsSchema,
  type CreateOffer,
  type Offer,
  type OfferTerms,
} from '@talent/contract/offers';
import type { ApplicantDetail } from '@talent/contract/recruiter';
import { Paperclip, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import { EMPLOYMENT_TYPE_LABELS } from '../../../../components/jobs/format.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { useUser } from '../../../../lib/identity.ts';
import { checkFile, uploadFile } from '../../../../lib/upload-file.ts';
import { localToInstant, recruiterZone, toLocalSlot } from '../interviews/time.ts';
import { applyServerErrors, nestedErrors, SelectField, TextArea } from '../interviews/ui.tsx';
import { useAnswerCounter, useSendOffer } from '../../api/recruiter-offers.ts';

export const PERIOD_OPTIONS: Record<(typeof SALARY_PERIODS)[number], string> = {
  hour: 'Per hour',
  day: 'Per day',
  month: 'Per month',
  year: 'Per year',
};

export interface OfferFormValues {
  title: string;
  engagement_type: (typeof EMPLOYMENT_TYPES)[number];
  pay: { amount: string; currency: string; period: (typeof SALARY_PERIODS)[number] };
  start_date: string;
  benefits: { value: string }[];
  terms: string;
  /** `YYYY-MM-DDTHH:mm` in the recruiter's zone. */
  expires_at: string;
  /** Revisions only: the answer to the candidate's counter-offer. */
  message: string;
}

interface Attachment {
  key: string;
  name: string;
  id: string | null;
  progress: number;
  error: string | null;
}

/** The terms exactly as the contract wants them (the expiry converted from the recruiter's zone). */
export function toTerms(values: OfferFormValues, zone: string): OfferTerms {
  const [date = '', time = ''] = values.expires_at.split('T');
  const amount = values.pay.amount.trim() === '' ? NaN : Number(values.pay.amount);
  return {
    title: values.title,
    engagement_type: values.engagement_type,
    pay: { amount, currency: values.pay.currency.trim().toUpperCase(), period: values.pay.period },
    start_date: values.start_date,
    benefits: values.benefits.map((b) => b.value.trim()).filter(Boolean),
    terms: values.terms,
    expires_at: localToInstant(date, time, zone) ?? '',
  };
}

function addDaysIso(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}

function defaults(applicant: ApplicantDetail, offer: Offer | undefined, zone: string): OfferFormValues {
  if (offer) {
    const expiry = toLocalSlot(offer.expires_at, zone);
    return {
      title: offer.title,
      engagement_type: offer.engagement_type,
      pay: {
        amount: String(offer.counter?.pay_amount ?? offer.pay.amount),
        currency: offer.pay.currency,
        period: offer.pay.period,
      },
      start_date: offer.counter?.start_date ?? offer.start_date,
      benefits: offer.benefits.map((value) => ({ value })),
      terms: offer.terms,
      expires_at: `${expiry.date}T${expiry.time}`,
      message: '',
    };
  }
  const expiry = toLocalSlot(addDaysIso(7), zone);
  return {
    title: applicant.job.title,
    engagement_type: 'full_time',
    pay: { amount: '', currency: 'USD', period: 'year' },
    start_date: toLocalSlot(addDaysIso(30), zone).date,
    benefits: [],
    terms: '',
    expires_at: `${expiry.date}T17:00`,
    message: '',
  };
}

const FIELD_KEYS = /^(title|engagement_type|pay|start_date|benefits|terms|expires_at|message)(\.|$)/;

/**
 * "Send offer" (no `offer`) or, answering a counter-offer, the revised terms prefilled from the offer (with the
 * candidate's asked-for pay and start date) and a message. Validated with the contract's schema before sending;
 * the server's 422 lands on the same fields (`terms.pay.amount` → the pay field).
 */
export function OfferForm({
  applicant,
  offer,
  onDone,
}: {
  applicant: ApplicantDetail;
  offer?: Offer;
  onDone: () => void;
}) {
  const user = useUser();
  const zone = recruiterZone(user?.timezone);
  const send = useSendOffer();
  const answer = useAnswerCounter();
  const revising = offer !== undefined;
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const attachmentIds = () => attachments.flatMap((a) => (a.id ? [a.id] : []));

  const resolver: Resolver<OfferFormValues> = async (values) => {
    const terms = toTerms(values, zone);
    // The terms through the contract's CreateOfferSchema (the uploads are checked as they finish).
    const parsed = revising ? OfferTermsSchema.safeParse(terms) : CreateOfferSchema.safeParse(terms);
    const errors = parsed.success ? {} : nestedErrors<OfferFormValues>(parsed.error.issues);
    if (revising && !values.message.trim()) {
      (errors as Record<string, unknown>).message = { type: 'required', message: 'Write a short answer.' };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };

  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OfferFormValues>({ resolver, defaultValues: defaults(applicant, offer, zone) });
  const benefits = useFieldArray({ control, name: 'benefits' });
  const uploading = attachments.some((a) => a.id === null && a.error === null);

  const addFiles = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const key = `${file.name}-${Math.random()}`;
      const problem = checkFile(file, 'offer_attachment');
      setAttachments((list) => [...list, { key, name: file.name, id: null, progress: 0, error: problem }]);
      if (problem) continue;
      uploadFile({
        file,
        kind: 'offer_attachment',
        onProgress: (progress) =>
          setAttachments((list) => list.map((a) => (a.key === key ? { ...a, progress } : a))),
      })
        .then((stored) =>
          setAttachments((list) =>
            list.map((a) => (a.key === key ? { ...a, id: stored.id, progress: 1 } : a)),
          ),
        )
        .catch((error: unknown) =>
          setAttachments((list) =>
            list.map((a) => (a.key === key ? { ...a, error: errorMessage(error, 'The upload failed.') } : a)),
          ),
        );
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = handleSubmit(async (values) => {
    const terms = toTerms(values, zone);
    try {
      if (offer) {
        await answer.mutateAsync({
          offerId: offer.id,
          body: { decision: 'revise', message: values.message.trim(), terms },
        });
        toast.success(`Revised offer sent to ${applicant.talent.name}.`);
      } else {
        const body: CreateOffer = {
          ...terms,
          attachment_file_ids: attachmentIds(),
        };
        await send.mutateAsync({ applicationId: applicant.id, body });
        toast.success(`Offer sent to ${applicant.talent.name}.`);
      }
      onDone();
    } catch (error) {
      // The answer endpoint nests the terms under `terms.`; strip it so the errors land on the fields.
      const mapped = applyServerErrors(
        error,
        (key, value, options) => setError(key.replace(/^terms\./, '') as never, value, options),
        (key) => FIELD_KEYS.test(key.replace(/^terms\./, '')),
      );
      if (!mapped) setError('root.server', { message: errorMessage(error) });
    }
  });

  const limits = FILE_LIMITS.offer_attachment;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      {offer?.counter && (
        <TextArea
          label="Your answer to the candidate"
          hint="Sent with the revised terms."
          error={errors.message?.message}
          {...register('message')}
        />
      )}
      <TextField label="Job title" error={errors.title?.message} {...register('title')} />
      <SelectField
        label="Engagement type"
        error={errors.engagement_type?.message}
        {...register('engagement_type')}
      >
        {EMPLOYMENT_TYPES.map((t) => (
          <option key={t} value={t}>
            {EMPLOYMENT_TYPE_LABELS[t]}
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">Pay</legend>
        <div className="mt-1 grid gap-3 sm:grid-cols-3">
          <TextField
            label="Amount"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.pay?.amount?.message ?? errors.pay?.message}
            {...register('pay.amount')}
          />
          <TextField
            label="Currency"
            maxLength={3}
            autoCapitalize="characters"
            hint="ISO code, e.g. USD"
            error={errors.pay?.currency?.message}
            {...register('pay.currency')}
          />
          <SelectField label="Period" error={errors.pay?.period?.message} {...register('pay.period')}>
            {SALARY_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_OPTIONS[p]}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Start date"
          type="date"
          error={errors.start_date?.message}
          {...register('start_date')}
        />
        <TextField
          label="Offer expires"
          type="datetime-local"
          hint={`In ${zone.replaceAll('_', ' ')}`}
          error={errors.expires_at?.message}
          {...register('expires_at')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">Benefits</legend>
        <ul className="mt-1 space-y-2">
          {benefits.fields.map((field, index) => (
            <li key={field.id} className="flex items-start gap-2">
              <TextField
                label={`Benefit ${index + 1}`}
                className="flex-1"
                error={errors.benefits?.[index]?.message ?? errors.benefits?.[index]?.value?.message}
                {...register(`benefits.${index}.value`)}
              />
              <Button variant="ghost" className="mt-7 px-2.5" onClick={() => benefits.remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove benefit {index + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
        {benefits.fields.length < 30 && (
          <Button variant="secondary" className="mt-2" onClick={() => benefits.append({ value: '' })}>
            <Plus aria-hidden="true" className="size-4" /> Add a benefit
          </Button>
        )}
      </fieldset>
      <TextArea
        label="Terms"
        rows={6}
        hint="Markdown. The candidate signs exactly these terms."
        error={errors.terms?.message}
        {...register('terms')}
      />
      {!revising && (
        <div>
          <label htmlFor={`${id}-files`} className="block text-sm font-medium text-ink-800">
            Attachments (optional)
          </label>
          <input
            id={`${id}-files`}
            ref={fileInput}
            type="file"
            multiple
            accept={limits.types.join(',')}
            disabled={attachments.length >= 5}
            aria-describedby={`${id}-files-hint`}
            onChange={(event) => addFiles(event.target.files)}
            className="mt-1.5 block text-sm"
          />
          <p id={`${id}-files-hint`} className="mt-1.5 text-xs text-ink-500">
            {limits.label}; at most 5.
          </p>
          {attachments.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm" aria-label="Attachments">
              {attachments.map((a) => (
                <li key={a.key} className="flex items-center gap-2">
                  <Paperclip aria-hidden="true" className="size-4 text-ink-500" />
                  <span className="flex-1">
                    {a.name}{' '}
                    {a.error ? (
                      <span className="text-red-700">{a.error}</span>
                    ) : a.id ? (
                      <span className="text-ink-500">uploaded</span>
                    ) : (
                      <span className="text-ink-500">uploading {Math.round(a.progress * 100)} %</span>
                    )}
                  </span>
                  <Button
                    variant="ghost"
                    className="px-2"
                    onClick={() => setAttachments((list) => list.filter((x) => x.key !== a.key))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sr-only">Remove {a.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={uploading}>
          {revising ? 'Send revised offer' : 'Send offer'}
        </Button>
      </div>
    </form>
  );
}
