import { useCallback, useState } from 'react';
import { useUser } from '../../../lib/identity.ts';

/*
 * A form's draft kept in this browser under the user (a reload or a closed tab loses nothing typed), until the
 * form is sent. The stored value is read back only when its shape still matches `initial`'s keys.
 */
const PREFIX = 'borderless:marketplace-draft:v1:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read<T extends object>(key: string, initial: T): T {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return initial;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return initial;
    const keys = Object.keys(initial);
    if (!keys.every((name) => name in parsed)) return initial;
    return { ...initial, ...(parsed as Partial<T>) };
  } catch {
    return initial;
  }
}

export function useLocalDraft<T extends object>(name: string, initial: T) {
  const user = useUser();
  const key = `${PREFIX}${user?.id ?? 'anonymous'}:${name}`;
  const [value, setValue] = useState<T>(() => read(key, initial));
  const update = useCallback(
    (next: T | ((current: T) => T)) =>
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        try {
          storage()?.setItem(key, JSON.stringify(resolved));
        } catch {
          // A full or blocked storage only loses the copy; the form keeps its text.
        }
        return resolved;
      }),
    [key],
  );
  const clear = useCallback(
    (reset: T) => {
      storage()?.removeItem(key);
      setValue(reset);
    },
    [key],
  );
  return [value, update, clear] as const;
}
