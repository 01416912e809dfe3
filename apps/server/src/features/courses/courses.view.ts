import type {
  Certificate,
  CourseDetail,
  CourseSummary,
  LessonOutline,
  LessonProgress,
  MyCourseProgress,
  OperatorCourse,
  QuizItemInput,
} from '@talent/contract/courses';
import type {
  CertificateRow,
  CourseFacts,
  EnrolmentFacts,
  LessonRow,
  ModuleRow,
  ProgressRow,
} from './courses.repository.ts';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export function myProgressJson(mine: EnrolmentFacts, totalLessons: number): MyCourseProgress {
  const done = Math.min(mine.done, totalLessons);
  return {
    enrolled_at: mine.enrolment.enrolledAt.toISOString(),
    completed_at: iso(mine.enrolment.completedAt),
    done_lessons: done,
    total_lessons: totalLessons,
    percent: totalLessons === 0 ? 0 : Math.floor((done / totalLessons) * 100),
    last_activity_at: iso(mine.enrolment.lastActivityAt),
    resume: mine.resume
      ? {
          lesson_id: mine.resume.lessonId,
          lesson_title: mine.resume.title,
          position_seconds: mine.resume.positionSeconds,
        }
      : null,
    certificate_id: mine.certificateId,
  };
}

export function courseSummaryJson(facts: CourseFacts, mine: EnrolmentFacts | undefined): CourseSummary {
  return {
    id: facts.course.id,
    title: facts.course.title,
    summary: facts.course.summary,
    level: facts.course.level,
    skills: facts.skills.map((s) => ({ slug: s.slug, name: s.name })),
    total_minutes: facts.minutes,
    lesson_count: facts.lessons,
    formats: [...facts.formats].sort(),
    open_jobs: facts.openJobs,
    enrolled_count: facts.enrolled,
    published_at: (facts.course.publishedAt ?? facts.course.createdAt).toISOString(),
    progress: mine ? myProgressJson(mine, facts.lessons) : null,
  };
}

export function lessonProgressJson(row: ProgressRow | undefined): LessonProgress {
  return {
    done: !!row?.doneAt,
    done_at: iso(row?.doneAt),
    position_seconds: row?.positionSeconds ?? null,
    best_score: row?.bestScore ?? null,
    updated_at: iso(row?.updatedAt),
  };
}

/** Modules in order, each with its lessons in order. */
export function syllabus(modules: readonly ModuleRow[], lessons: readonly LessonRow[]) {
  return modules.map((module) => ({
    module,
    lessons: lessons.filter((l) => l.moduleId === module.id).sort((a, b) => a.position - b.position),
  }));
}

export function courseDetailJson(
  facts: CourseFacts,
  mine: EnrolmentFacts | undefined,
  outline: ReturnType<typeof syllabus>,
  progress: readonly ProgressRow[],
  relatedTests: Array<{ slug: string; title: string }>,
): CourseDetail {
  const progressOf = new Map(progress.map((p) => [p.lessonId, p]));
  return {
    ...courseSummaryJson(facts, mine),
    description: facts.course.description,
    outcomes: facts.course.outcomes,
    modules: outline.map(({ module, lessons }) => ({
      id: module.id,
      title: module.title,
      summary: module.summary,
      lessons: lessons.map((lesson): LessonOutline => ({
        id: lesson.id,
        title: lesson.title,
        kind: lesson.kind,
        minutes: lesson.minutes,
        preview: lesson.preview,
        is_final: lesson.isFinal,
        progress: mine ? lessonProgressJson(progressOf.get(lesson.id)) : null,
      })),
    })),
    related_tests: relatedTests,
    pass_percent: facts.course.passPercent,
  };
}

export function certificateJson(
  row: CertificateRow,
  skills: Array<{ slug: string; name: string }>,
  appUrl: string,
): Certificate {
  return {
    id: row.id,
    course: { id: row.courseId, title: row.courseTitle },
    skills,
    issued_at: row.issuedAt.toISOString(),
    status: row.revokedAt || !row.userId ? 'revoked' : 'valid',
    verify_url: `${appUrl}/credentials/${row.id}`,
    pdf_url: `/talent/api/certificates/${row.id}/pdf`,
  };
}

export function operatorCourseJson(
  facts: CourseFacts,
  outline: ReturnType<typeof syllabus>,
  learners: ReadonlyMap<string, number>,
): OperatorCourse {
  const course = facts.course;
  return {
    id: course.id,
    title: course.title,
    summary: course.summary,
    description: course.description,
    level: course.level,
    skills: facts.skills.map((s) => ({ slug: s.slug, name: s.name })),
    outcomes: course.outcomes,
    pass_percent: course.passPercent,
    published: course.publishedAt !== null,
    published_at: iso(course.publishedAt),
    updated_at: course.updatedAt.toISOString(),
    enrolled_count: facts.enrolled,
    completed_count: facts.completed,
    modules: outline.map(({ module, lessons }) => ({
      id: module.id,
      title: module.title,
      summary: module.summary,
      position: module.position,
      lessons: lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        kind: lesson.kind,
        minutes: lesson.minutes,
        body: lesson.body,
        preview: lesson.preview,
        is_final: lesson.isFinal,
        position: lesson.position,
        video_file_id: lesson.videoFileId,
        captions_file_id: lesson.captionsFileId,
        duration_seconds: lesson.durationSeconds,
        pass_percent: lesson.passPercent,
        items: lesson.kind === 'quiz' ? (lesson.items as QuizItemInput[]) : [],
        exercise_item_id: lesson.exerciseItemId,
        learners: learners.get(lesson.id) ?? 0,
      })),
    })),
  };
}
