import {
  MARKETPLACE_CATEGORIES,
  MARKETPLACE_CATEGORY_LABELS,
  MARKETPLACE_CURRENCIES,
  SERVICE_LIMITS,
  TIER_LABELS,
  TIER_NAMES,
  type MarketplaceCategory,
  type MarketplaceCurrency,
  type ServiceDraft,
} from '@talent/contract/marketplace';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { DescriptionField } from './description-field.tsx';
import { deferred, usePreload } from '../../../../components/deferred.tsx';
import { Field, inputClass, PriceInput, WholeNumberInput } from './inputs.tsx';
import { SkillsField } from './skills-field.tsx';

// The gallery's uploader loads beside the form rather than in the page's first download.
const GalleryField = deferred(() => import('./gallery-field.tsx').then((module) => module.GalleryField));

type Tier = ServiceDraft['tiers'][number];
type Addon = ServiceDraft['addons'][number];
type Question = ServiceDraft['questions'][number];

export type DraftUpdate = (change: (draft: ServiceDraft) => ServiceDraft) => void;

/** How a draft path reads in the list of things to fix ("Standard tier: price"). */
export function fieldLabel(path: string): string {
  const [root, index, leaf] = path.split('.');
  const n = Number(index);
  const leafLabel: Record<string, string> = {
    title: 'title',
    scope: 'what it includes',
    price_minor: 'price',
    delivery_days: 'delivery time',
    revisions: 'revisions',
    name: 'order',
    description: 'description',
    extra_days: 'extra days',
    prompt: 'question',
  };
  if (root === 'tiers' && index !== undefined)
    return `Tier ${n + 1}${leaf ? `: ${leafLabel[leaf] ?? leaf}` : ''}`;
  if (root === 'addons' && index !== undefined)
    return `Add-on ${n + 1}${leaf ? `: ${leafLabel[leaf] ?? leaf}` : ''}`;
  if (root === 'questions' && index !== undefined) return `Question ${n + 1}`;
  const roots: Record<string, string> = {
    title: 'Title',
    description: 'Description',
    category: 'Category',
    skills: 'Skills',
    currency: 'Currency',
    tiers: 'Tiers',
    addons: 'Add-ons',
    questions: 'Questions',
    gallery_file_ids: 'Gallery',
  };
  return roots[root ?? ''] ?? path;
}

function Card({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-ink-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-ink-600">{intro}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

const replaceAt = <T,>(list: T[], index: number, item: T) =>
  list.map((current, i) => (i === index ? item : current));

function TierEditor({
  tier,
  index,
  currency,
  error,
  onChange,
  onRemove,
}: {
  tier: Tier;
  index: number;
  currency: string;
  error: (path: string) => string | undefined;
  onChange: (tier: Tier) => void;
  onRemove: (() => void) | null;
}) {
  const path = (leaf: string) => `tiers.${index}.${leaf}`;
  const label = TIER_LABELS[tier.name];
  return (
    <fieldset className="rounded-card border border-ink-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">{label} tier</legend>
      {error(path('name')) && <p className="text-sm text-red-700">{error(path('name'))}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field path={path('title')} label={`${label}: name`} error={error(path('title'))}>
          {(props) => (
            <input
              {...props}
              value={tier.title ?? ''}
              maxLength={40}
              placeholder="One component"
              onChange={(event) => onChange({ ...tier, title: event.target.value })}
              className={inputClass(Boolean(props['aria-invalid']))}
            />
          )}
        </Field>
        <Field path={path('price_minor')} label={`${label}: price`} error={error(path('price_minor'))}>
          {(props) => (
            <PriceInput
              {...props}
              currency={currency}
              value={tier.price_minor}
              onChange={(price_minor) => onChange({ ...tier, price_minor })}
              className={inputClass(Boolean(props['aria-invalid']))}
            />
          )}
        </Field>
      </div>
      <div className="mt-4">
        <Field path={path('scope')} label={`${label}: what it includes`} error={error(path('scope'))}>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              maxLength={600}
              value={tier.scope ?? ''}
              onChange={(event) => onChange({ ...tier, scope: event.target.value })}
              className={inputClass(Boolean(props['aria-invalid']))}
            />
          )}
        </Field>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field
          path={path('delivery_days')}
          label={`${label}: delivery time (days)`}
          error={error(path('delivery_days'))}
        >
          {(props) => (
            <WholeNumberInput
              {...props}
              min={1}
              max={SERVICE_LIMITS.maxDeliveryDays}
              value={tier.delivery_days}
              onChange={(delivery_days) => onChange({ ...tier, delivery_days })}
              className={inputClass(Boolean(props['aria-invalid']))}
            />
          )}
        </Field>
        <Field
          path={path('revisions')}
          label={`${label}: revisions included`}
          error={error(path('revisions'))}
        >
          {(props) => (
            <WholeNumberInput
              {...props}
              min={0}
              max={SERVICE_LIMITS.maxRevisions}
              value={tier.revisions}
              onChange={(revisions) => onChange({ ...tier, revisions })}
              className={inputClass(Boolean(props['aria-invalid']))}
            />
          )}
        </Field>
      </div>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-red-700 hover:underline"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove the {label} tier
        </button>
      )}
    </fieldset>
  );
}

function AddonEditor({
  addon,
  index,
  currency,
  error,
  onChange,
  onRemove,
}: {
  addon: Addon;
  index: number;
  currency: string;
  error: (path: string) => string | undefined;
  onChange: (addon: Addon) => void;
  onRemove: () => void;
}) {
  const path = (leaf: string) => `addons.${index}.${leaf}`;
  const n = index + 1;
  return (
    <fieldset className="rounded-card border border-ink-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">Add-on {n}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field path={path('title')} label={`Add-on ${n}: name`} error={error(path('title'))}>
          {(props) => (
            <input
              {...props}
              value={addon.title ?? ''}
              maxLength={80}
              placeholder="Express delivery"
              onChange={(event) => onChange({ ...addon, title: event.target.value })}
              className={inputClass(Boolean(props['aria-invalid']))}
            />
          )}
        </Field>
        <Field path={path('price_minor')} label={`Add-on ${n}: price`} error={error(path('price_minor'))}>
          {(props) => (
            <PriceInput
              {...props}
              currency={currency}
              value={addon.price_minor}
              onChange={(price_minor) => onChange({ ...addon, price_minor })}
              className={inputClass(Boolean(props['aria-invalid']))}
            />
          )}
        </Field>
        <Field
          path={path('description')}
          label={`Add-on ${n}: description`}
          error={error(path('description'))}
        >
          {(props) => (
            <input
              {...props}
              value={addon.description ?? ''}
              maxLength={300}
              onChange={(event) => onChange({ ...addon, description: event.target.value })}
              className={inputClass(Boolean(props['aria-invalid']))}
            />
          )}
        </Field>
        <Field
          path={path('extra_days')}
          label={`Add-on ${n}: extra days`}
          hint="0 when it adds no time."
          error={error(path('extra_days'))}
        >
          {(props) => (
            <WholeNumberInput
              {...props}
              min={0}
              max={SERVICE_LIMITS.maxExtraDays}
              value={addon.extra_days}
              onChange={(extra_days) => onChange({ ...addon, extra_days })}
              className={inputClass(Boolean(props['aria-invalid']))}
            />
          )}
        </Field>
      </div>
      <button
        type="button"
        onClick={onRemove}
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-red-700 hover:underline"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Remove add-on {n}
      </button>
    </fieldset>
  );
}

function QuestionEditor({
  question,
  index,
  error,
  onChange,
  onRemove,
}: {
  question: Question;
  index: number;
  error: (path: string) => string | undefined;
  onChange: (question: Question) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <div className="flex flex-col gap-2 rounded-card border border-ink-200 p-4 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Field
          path={`questions.${index}.prompt`}
          label={`Question ${n}`}
          error={error(`questions.${index}.prompt`)}
        >
          {(props) => (
            <input
              {...props}
              value={question.prompt ?? ''}
              maxLength={300}
              placeholder="Link to the repository"
              onChange={(event) => onChange({ ...question, prompt: event.target.value })}
              className={inputClass(Boolean(props['aria-invalid']))}
            />
          )}
        </Field>
      </div>
      <label className="inline-flex items-center gap-2 py-2.5 text-sm text-ink-800">
        <input
          type="checkbox"
          checked={question.required ?? true}
          aria-label={`Required (question ${n})`}
          onChange={(event) => onChange({ ...question, required: event.target.checked })}
          className="size-4 accent-brand-700"
        />
        Required
      </label>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove question ${n}`}
        className="self-start rounded-md p-2.5 text-ink-500 hover:bg-red-50 hover:text-red-700 sm:self-end"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** Every part of a service, each field bound to its draft path and its error. */
export function ServiceForm({
  draft,
  update,
  errors,
  skillNames,
  onSkillPicked,
}: {
  draft: ServiceDraft;
  update: DraftUpdate;
  errors: Record<string, string>;
  skillNames: Record<string, string>;
  onSkillPicked: (skill: { slug: string; name: string }) => void;
}) {
  usePreload(GalleryField);
  const error = (path: string) => errors[path];
  const nextTier = TIER_NAMES.find((name) => !draft.tiers.some((tier) => tier.name === name));
  const addButton =
    'inline-flex items-center gap-1.5 rounded-control border border-dashed border-ink-300 px-3 py-2 text-sm font-semibold text-brand-700 hover:border-brand-600';

  return (
    <div className="space-y-6">
      <Card id="basics-heading" title="Basics">
        <Field
          path="title"
          label="Title"
          hint="What the buyer gets, in a sentence: “I will review your React app’s accessibility”."
          error={error('title')}
        >
          {(props) => (
            <input
              {...props}
              value={draft.title}
              maxLength={90}
              onChange={(event) => update((d) => ({ ...d, title: event.target.value }))}
              className={inputClass(Boolean(props['aria-invalid']))}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field path="category" label="Category" error={error('category')}>
            {(props) => (
              <select
                {...props}
                value={draft.category ?? ''}
                onChange={(event) =>
                  update((d) => ({
                    ...d,
                    category: (event.target.value || null) as MarketplaceCategory | null,
                  }))
                }
                className={inputClass(Boolean(props['aria-invalid']))}
              >
                <option value="">Choose…</option>
                {MARKETPLACE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {MARKETPLACE_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            path="currency"
            label="Currency"
            hint="Every price of the service is in it; buyers filter in US dollars at reference rates."
            error={error('currency')}
          >
            {(props) => (
              <select
                {...props}
                value={draft.currency}
                onChange={(event) =>
                  update((d) => ({ ...d, currency: event.target.value as MarketplaceCurrency }))
                }
                className={inputClass(Boolean(props['aria-invalid']))}
              >
                {MARKETPLACE_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <DescriptionField
          value={draft.description}
          onChange={(description) => update((d) => ({ ...d, description }))}
          error={error('description')}
        />
        <SkillsField
          value={draft.skills}
          names={skillNames}
          error={error('skills')}
          onChange={(skills, picked) => {
            if (picked) onSkillPicked(picked);
            update((d) => ({ ...d, skills }));
          }}
        />
      </Card>

      <Card
        id="tiers-heading"
        title="Tiers"
        intro="Up to three, from basic to premium, each costing more than the one before. The delivery clock starts when the buyer sends the requirements."
      >
        {error('tiers') && (
          <p id="svc-tiers" tabIndex={-1} className="text-sm text-red-700">
            {error('tiers')}
          </p>
        )}
        {draft.tiers.map((tier, index) => (
          <TierEditor
            key={tier.name}
            tier={tier}
            index={index}
            currency={draft.currency}
            error={error}
            onChange={(next) => update((d) => ({ ...d, tiers: replaceAt(d.tiers, index, next) }))}
            onRemove={
              index === draft.tiers.length - 1
                ? () => update((d) => ({ ...d, tiers: d.tiers.slice(0, -1) }))
                : null
            }
          />
        ))}
        {nextTier && (
          <button
            type="button"
            onClick={() => update((d) => ({ ...d, tiers: [...d.tiers, { name: nextTier }] }))}
            className={addButton}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a {TIER_LABELS[nextTier]} tier
          </button>
        )}
      </Card>

      <Card id="addons-heading" title="Add-ons" intro="Extras a buyer can tick on top of any tier.">
        {error('addons') && <p className="text-sm text-red-700">{error('addons')}</p>}
        {draft.addons.map((addon, index) => (
          <AddonEditor
            key={addon.id ?? `new-${index}`}
            addon={addon}
            index={index}
            currency={draft.currency}
            error={error}
            onChange={(next) => update((d) => ({ ...d, addons: replaceAt(d.addons, index, next) }))}
            onRemove={() => update((d) => ({ ...d, addons: d.addons.filter((_, i) => i !== index) }))}
          />
        ))}
        {draft.addons.length < SERVICE_LIMITS.addons && (
          <button
            type="button"
            onClick={() =>
              update((d) => ({ ...d, addons: [...d.addons, { description: '', extra_days: 0 }] }))
            }
            className={addButton}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add an add-on
          </button>
        )}
      </Card>

      <Card
        id="questions-heading"
        title="Questions for the buyer"
        intro="What you need to start. The buyer answers them when sending the requirements."
      >
        {error('questions') && <p className="text-sm text-red-700">{error('questions')}</p>}
        {draft.questions.map((question, index) => (
          <QuestionEditor
            key={question.id ?? `new-${index}`}
            question={question}
            index={index}
            error={error}
            onChange={(next) => update((d) => ({ ...d, questions: replaceAt(d.questions, index, next) }))}
            onRemove={() => update((d) => ({ ...d, questions: d.questions.filter((_, i) => i !== index) }))}
          />
        ))}
        {draft.questions.length < SERVICE_LIMITS.questions && (
          <button
            type="button"
            onClick={() =>
              update((d) => ({ ...d, questions: [...d.questions, { prompt: '', required: true }] }))
            }
            className={addButton}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a question
          </button>
        )}
      </Card>

      <Card id="gallery-heading" title="Images">
        <GalleryField
          value={draft.gallery_file_ids}
          error={error('gallery_file_ids')}
          onChange={(change) => update((d) => ({ ...d, gallery_file_ids: change(d.gallery_file_ids) }))}
        />
      </Card>
    </div>
  );
}
