/** Query keys of the operators' course editor: their own prefix, so a change refetches the list and the course. */
export const consoleCourseKeys = {
  all: ['console-courses'] as const,
  list: () => [...consoleCourseKeys.all, 'list'] as const,
  detail: (id: string) => [...consoleCourseKeys.all, 'detail', id] as const,
};
