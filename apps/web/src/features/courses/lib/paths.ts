import type { CourseSummary } from '@talent/contract/courses';

export const coursePath = (id: string) => `/courses/${encodeURIComponent(id)}`;
export const lessonPath = (courseId: string, lessonId: string) =>
  `${coursePath(courseId)}?lesson=${encodeURIComponent(lessonId)}`;

/** Where "Continue" goes: the lesson the candidate was on (the player resumes its second), else the course. */
export function continuePath(course: Pick<CourseSummary, 'id' | 'progress'>): string {
  const resume = course.progress?.resume;
  return resume ? lessonPath(course.id, resume.lesson_id) : coursePath(course.id);
}

/** The job search for the course's skills. */
export const jobsForSkills = (slugs: string[]) => `/jobs?skills=${slugs.map(encodeURIComponent).join(',')}`;
