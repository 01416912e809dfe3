import { SERVICE_LIMITS, type ServiceSkill } from '@talent/contract/marketplace';
import { Check, Plus, X } from 'lucide-react';
import { SkillCombobox } from '../../../../components/skills/skill-combobox.tsx';
import { useSkillEvidence } from '../../api/selling.ts';
import { fieldId } from './inputs.tsx';

/**
 * The service's skills (slugs). My own skills come first, the verified ones marked with what proves them (buyers
 * see the same check); any other skill can be searched like the profile's skill picker does.
 */
export function SkillsField({
  value,
  names,
  onChange,
  error,
}: {
  value: string[];
  /** Names of skills picked from the search (the evidence list names its own). */
  names: Record<string, string>;
  onChange: (skills: string[], picked?: { slug: string; name: string }) => void;
  error?: string | undefined;
}) {
  const evidence = useSkillEvidence();
  const mine = evidence.data ?? [];
  const bySlug = new Map<string, ServiceSkill>(mine.map((skill) => [skill.slug, skill]));
  const full = value.length >= SERVICE_LIMITS.skills;
  const id = fieldId('skills');
  const nameOf = (slug: string) => bySlug.get(slug)?.name ?? names[slug] ?? slug;
  const suggestions = mine.filter((skill) => !value.includes(skill.slug));

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-ink-800">Skills</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-500">
        Up to {SERVICE_LIMITS.skills}. A check means a valid skill badge or course certificate proves it;
        buyers can filter on verified skills.
      </p>
      {value.length > 0 && (
        <ul aria-label="Chosen skills" className="mt-2 flex flex-wrap gap-1.5">
          {value.map((slug) => {
            const verified = bySlug.get(slug)?.verified ?? false;
            return (
              <li
                key={slug}
                title={verified ? (bySlug.get(slug)?.evidence ?? undefined) : undefined}
                className={`inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-sm font-medium ${
                  verified
                    ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 ring-inset'
                    : 'bg-ink-100 text-ink-800'
                }`}
              >
                {verified && <Check aria-hidden="true" className="size-3.5" />}
                {nameOf(slug)}
                {verified && <span className="sr-only">, verified</span>}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((s) => s !== slug))}
                  aria-label={`Remove ${nameOf(slug)}`}
                  className="rounded-full p-0.5 hover:bg-black/5"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {suggestions.length > 0 && !full && (
        <div className="mt-3">
          <p className="text-xs font-semibold text-ink-600">Your skills</p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {suggestions.map((skill) => (
              <li key={skill.slug}>
                <button
                  type="button"
                  onClick={() => onChange([...value, skill.slug])}
                  title={skill.evidence ?? undefined}
                  aria-label={`Add ${skill.name}${skill.verified ? ', verified' : ''}`}
                  className="inline-flex items-center gap-1 rounded-full border border-dashed border-ink-300 bg-white px-2.5 py-0.5 text-sm text-ink-800 hover:border-brand-600"
                >
                  <Plus aria-hidden="true" className="size-3.5" />
                  {skill.name}
                  {skill.verified && <Check aria-hidden="true" className="size-3.5 text-emerald-700" />}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!full && (
        <div className="mt-3 max-w-sm">
          <SkillCombobox
            label="Search other skills"
            exclude={value}
            onPick={(skill) => onChange([...value, skill.slug], { slug: skill.slug, name: skill.name })}
            inputClassName={`px-3 py-2 ${error ? 'border-red-600' : 'border-ink-300'}`}
            invalid={Boolean(error)}
          />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
