import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  ServiceInputSchema,
  type ServiceDraft,
  type ServiceInput,
} from '@talent/contract/marketplace';
import type { FieldErrors } from '../../lib/app-error.ts';
import { PER_USD } from '../../reference/currencies.data.ts';

/*
 * The rules of a service that need no database: judging a draft whole, keeping add-on and question ids, and what
 * publishing copies into the browse columns. The service feeds them what the database knows (which skills exist,
 * which gallery files are the seller's).
 */

/** Zod issues as the API's 422 body keys them: `tiers.0.price_minor`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

function add(errors: FieldErrors, key: string, message: string) {
  const list = (errors[key] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** What the database says about a draft's references. */
export interface DraftReferences {
  /** Skill slugs of the catalogue among the draft's. */
  knownSkills: ReadonlySet<string>;
  /** The draft's gallery ids that are `service_gallery` files of the seller. */
  ownGallery: ReadonlySet<string>;
}

/**
 * Judges a draft as publishing would: the contract's whole-service schema, then our own checks (skills from the
 * catalogue, each once; gallery images that are the seller's own uploads, each once). Empty when it may go live.
 */
export function judgeWhole(
  draft: ServiceDraft,
  refs: DraftReferences,
): { input: ServiceInput; errors: null } | { input: null; errors: FieldErrors } {
  const parsed = ServiceInputSchema.safeParse(draft);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const seenSkills = new Set<string>();
  draft.skills.forEach((slug, index) => {
    if (!refs.knownSkills.has(slug)) add(errors, `skills.${index}`, 'Choose a skill from the list.');
    else if (seenSkills.has(slug)) add(errors, `skills.${index}`, 'Name each skill once.');
    seenSkills.add(slug);
  });
  const seenImages = new Set<string>();
  draft.gallery_file_ids.forEach((id, index) => {
    if (!refs.ownGallery.has(id))
      add(errors, `gallery_file_ids.${index}`, 'This image is not one of your gallery uploads.');
    else if (seenImages.has(id)) add(errors, `gallery_file_ids.${index}`, 'Add each image once.');
    seenImages.add(id);
  });
  if (parsed.success && Object.keys(errors).length === 0) return { input: parsed.data, errors: null };
  return { input: null, errors };
}

/**
 * Add-on and question ids are the server's: one the stored draft already had is kept (orders name add-ons by id),
 * anything else (new, forged, repeated) gets a fresh one.
 */
export function withStableIds(draft: ServiceDraft, stored: ServiceDraft | null): ServiceDraft {
  const keep = (known: ReadonlyArray<{ id?: string | undefined }>) => {
    const available = new Set(known.map((item) => item.id).filter((id): id is string => !!id));
    return <T extends { id?: string | undefined }>(item: T): T & { id: string } => {
      if (item.id && available.has(item.id)) {
        available.delete(item.id);
        return { ...item, id: item.id };
      }
      return { ...item, id: randomUUID() };
    };
  };
  return {
    ...draft,
    addons: draft.addons.map(keep(stored?.addons ?? [])),
    questions: draft.questions.map(keep(stored?.questions ?? [])),
  };
}

/** A price in the service's currency as USD minor units, through the shipped reference rates. */
export function usdMinor(amountMinor: number, currency: string): number {
  const rate = PER_USD[currency];
  // Every marketplace currency has a shipped rate (a test holds this); 1 keeps an unknown one comparable at par.
  return Math.round(amountMinor / (rate ?? 1));
}

/** What browsing filters and sorts on, copied from a whole service when it goes live or changes while live. */
export function browseColumns(input: ServiceInput) {
  const fromPriceMinor = Math.min(...input.tiers.map((tier) => tier.price_minor));
  return {
    title: input.title,
    category: input.category,
    skills: input.skills,
    currency: input.currency,
    fromPriceMinor,
    fromPriceUsdMinor: usdMinor(fromPriceMinor, input.currency),
    fastestDeliveryDays: Math.min(...input.tiers.map((tier) => tier.delivery_days)),
  };
}
