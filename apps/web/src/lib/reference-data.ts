import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CountryListSchema,
  CurrencyListSchema,
  SkillListSchema,
  type Country,
  type Currency,
  type Skill,
} from '@talent/contract/jobs';
import { api, sharedApi } from './api-client.ts';

/**
 * Countries, currencies and skills (`/shared/api`), read by the profile, onboarding and identity pages. The keys
 * are the default query function's shape, so every page shares one cache entry per list.
 */
export const referenceKeys = {
  countries: () => ['shared', 'countries'] as const,
  currencies: () => ['shared', 'currencies'] as const,
  skills: (q: string) => ['shared', 'skills', { q }] as const,
};

export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  const response = await api.get<unknown>(sharedApi('/countries'), { signal });
  return CountryListSchema.parse(response.data).data;
}

export async function getCurrencies(signal?: AbortSignal): Promise<Currency[]> {
  const response = await api.get<unknown>(sharedApi('/currencies'), { signal });
  return CurrencyListSchema.parse(response.data).data;
}

export async function searchSkills(q: string, signal?: AbortSignal): Promise<Skill[]> {
  const response = await api.get<unknown>(sharedApi('/skills'), {
    params: { q: q || undefined, limit: 10 },
    signal,
  });
  return SkillListSchema.parse(response.data).data;
}

// Reference data changes with a deploy, not during a visit.
export function useCountries() {
  return useQuery({
    queryKey: referenceKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });
}

export function useCurrencies() {
  return useQuery({
    queryKey: referenceKeys.currencies(),
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: Infinity,
  });
}

/** Keeps the last suggestions on screen while the next load, so the list does not flicker per keystroke. */
export function useSkillSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.skills(q.trim()),
    queryFn: ({ signal }) => searchSkills(q.trim(), signal),
    staleTime: 5 * 60_000,
    enabled,
    placeholderData: keepPreviousData,
  });
}
