import { useQueryClient } from '@tanstack/react-query';
import { TimeZoneSuggestionResponseSchema, type TimeZoneSuggestion } from '@talent/contract/profile';
import { useCallback } from 'react';
import { api, talentApi } from './api-client.ts';

// The zone a place suggests comes from the server's shipped city and country data (one truth for the resume
// reader and the forms); the onboarding and profile forms ask it when the country or the city changes.

export interface Place {
  country: string;
  city?: string | undefined;
  /** The zone chosen now; the server keeps it when it lies in the country. */
  current?: string | null | undefined;
}

export async function getTimeZoneSuggestion(place: Place, signal?: AbortSignal): Promise<TimeZoneSuggestion> {
  const response = await api.get<unknown>(talentApi('/profile/time-zone-suggestion'), {
    params: {
      country: place.country,
      city: place.city?.trim() || undefined,
      current: place.current || undefined,
    },
    signal,
  });
  return TimeZoneSuggestionResponseSchema.parse(response.data).data;
}

/**
 * A function answering the zone to suggest for a place (null when the place says nothing or the call fails: the
 * form then keeps what it has). Answers are cached per place, as the data only changes with a deploy.
 */
export function useSuggestTimeZone() {
  const queryClient = useQueryClient();
  return useCallback(
    async (place: Place): Promise<string | null> => {
      if (!/^[A-Z]{2}$/.test(place.country)) return null;
      const key = {
        country: place.country,
        city: place.city?.trim().toLowerCase() ?? '',
        current: place.current ?? '',
      };
      try {
        const found = await queryClient.fetchQuery({
          queryKey: ['talent', 'time-zone-suggestion', key],
          queryFn: ({ signal }) => getTimeZoneSuggestion(place, signal),
          staleTime: Infinity,
        });
        return found.timezone;
      } catch {
        return null;
      }
    },
    [queryClient],
  );
}
