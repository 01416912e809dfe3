/*
 * What an operator typed in one of the editor's forms and has not saved: kept for the tab's session, per operator,
 * course and form, so a reload, a look at another course or a refetch loses nothing. Cleared once saved.
 */

const keyOf = (userId: string, courseId: string, form: string) =>
  `borderless.course-editor.${userId}.${courseId}.${form}`;

export interface Draft<T> {
  load(): T | null;
  save(values: T): void;
  clear(): void;
}

export function formDraft<T>(
  userId: string,
  courseId: string,
  form: string,
  /** Checks the stored shape; a draft of an older form version is dropped. */
  isValid: (value: unknown) => value is T,
): Draft<T> {
  const key = keyOf(userId, courseId, form);
  return {
    load() {
      try {
        const raw = sessionStorage.getItem(key);
        const value: unknown = raw ? JSON.parse(raw) : null;
        return isValid(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(values) {
      try {
        sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or off (private mode): the draft lives as long as the page.
      }
    },
    clear() {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
