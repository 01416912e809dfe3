/**
 * Checks the courses as written: their shape (modules, one final quiz, an exercise, quiz keys), that the console
 * would accept every course and lesson as it stands, that the clips are of a sensible length, and that each task
 * a course brings itself is solved by its reference in every language, in the candidates' own sandbox, while its
 * starter is not.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CourseInputSchema, LessonInputSchema } from '@talent/contract/courses';
import { SKILLS } from '../../reference/skills.data.ts';
import { createSandbox } from '../../sandbox/index.ts';
import type { CodingItem } from '../item-bank/types.ts';
import { SEED_COURSES } from './index.ts';

const sandbox = createSandbox();
afterAll(() => sandbox.close());

const lessonsOf = (course: (typeof SEED_COURSES)[number]) => course.modules.flatMap((m) => m.lessons);

describe('the seeded courses', () => {
  it('are at least eight, each with a unique key and title, on skills of the catalogue', () => {
    expect(SEED_COURSES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SEED_COURSES.map((c) => c.key)).size).toBe(SEED_COURSES.length);
    expect(new Set(SEED_COURSES.map((c) => c.title)).size).toBe(SEED_COURSES.length);
    const slugs = new Set(SKILLS.map((s) => s.slug));
    for (const course of SEED_COURSES) {
      for (const skill of course.skills) expect(slugs.has(skill), `${course.key}: ${skill}`).toBe(true);
    }
  });

  it('each has 2 to 4 modules of lessons, quizzes with valid keys, an exercise and one final quiz, last', () => {
    for (const course of SEED_COURSES) {
      expect(course.modules.length, course.key).toBeGreaterThanOrEqual(2);
      expect(course.modules.length, course.key).toBeLessThanOrEqual(4);
      for (const module of course.modules) expect(module.lessons.length, module.title).toBeGreaterThan(0);
      const lessons = lessonsOf(course);
      const finals = lessons.filter((l) => l.kind === 'quiz' && l.isFinal);
      expect(finals, course.key).toHaveLength(1);
      expect(lessons.at(-1), course.key).toBe(finals[0]);
      expect(
        lessons.some((l) => l.kind === 'exercise'),
        course.key,
      ).toBe(true);
      expect(
        lessons.some((l) => l.kind === 'text' && l.preview),
        `${course.key} has a preview`,
      ).toBe(true);
      for (const lesson of lessons) {
        if (lesson.kind === 'text') expect(lesson.body, lesson.title).toMatch(/~~~\w+/);
        if (lesson.kind !== 'quiz') continue;
        expect(lesson.items.length, lesson.title).toBeGreaterThanOrEqual(4);
        for (const item of lesson.items) {
          if (item.type === 'single_choice') expect(item.correct, item.prompt).toHaveLength(1);
          if (item.type === 'single_choice' || item.type === 'multiple_choice') {
            for (const index of item.correct) expect(index, item.prompt).toBeLessThan(item.options.length);
            expect(new Set(item.options).size, item.prompt).toBe(item.options.length);
          }
          if (item.type === 'ordering') expect(new Set(item.steps).size, item.prompt).toBe(item.steps.length);
          expect(item.explanation.length, item.prompt).toBeGreaterThan(10);
        }
      }
    }
  });

  it('are what the console would accept, course and lesson alike', () => {
    for (const course of SEED_COURSES) {
      const parsed = CourseInputSchema.safeParse({ ...course, pass_percent: 70, published: true });
      expect(parsed.success, `${course.key}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      for (const lesson of lessonsOf(course)) {
        const input = {
          title: lesson.title,
          kind: lesson.kind,
          minutes: lesson.minutes,
          body: lesson.body,
          ...(lesson.kind === 'quiz'
            ? { items: lesson.items, is_final: lesson.isFinal ?? false, pass_percent: lesson.passPercent }
            : {}),
        };
        const checked = LessonInputSchema.safeParse(input);
        expect(checked.success, `${lesson.title}: ${JSON.stringify(checked.error?.issues)}`).toBe(true);
      }
    }
  });

  it('include at least three video lessons, each clip 30 to 60 seconds with a caption for every slide', () => {
    const videos = SEED_COURSES.filter((c) => lessonsOf(c).some((l) => l.kind === 'video'));
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const course of videos) {
      for (const lesson of lessonsOf(course)) {
        if (lesson.kind !== 'video') continue;
        const seconds = lesson.clip.slides.reduce((sum, s) => sum + s.seconds, 0);
        expect(seconds, lesson.title).toBeGreaterThanOrEqual(30);
        expect(seconds, lesson.title).toBeLessThanOrEqual(60);
        for (const slide of lesson.clip.slides) {
          expect(slide.captions.length, slide.heading).toBeGreaterThan(0);
          expect(Number.isInteger(slide.seconds * 2), slide.heading).toBe(true);
        }
      }
    }
  });
});

const ownTasks: CodingItem[] = SEED_COURSES.flatMap((c) =>
  lessonsOf(c).flatMap((l) => (l.kind === 'exercise' && l.item ? [l.item] : [])),
);

describe.each(ownTasks.map((item) => [item.title, item] as const))('the course task "%s"', (_title, item) => {
  it('has samples, at least eight hidden cases, and its entry in every language it offers', () => {
    expect(item.samples.length).toBeGreaterThanOrEqual(2);
    expect(item.hidden.length).toBeGreaterThanOrEqual(8);
    for (const language of item.languages) {
      expect(item.entry[language]).toBeTruthy();
      expect(item.starter[language]).toBeTruthy();
      expect(item.reference[language]).toBeTruthy();
    }
  });

  it.each(item.languages)(
    'is solved by its reference in %s, and not by its starter',
    async (language) => {
      const cases = [...item.samples, ...item.hidden];
      const solved = await sandbox.run({
        language,
        source: item.reference[language]!,
        entry: item.entry[language]!,
        cases,
      });
      expect(solved.status, solved.error).toBe('ok');
      const failed = solved.cases.flatMap((c) =>
        c.passed ? [] : [`${c.name}: ${JSON.stringify(c.actual)} ${c.error ?? ''}`],
      );
      expect(failed).toEqual([]);
      expect(solved.cases).toHaveLength(cases.length);
      const starter = await sandbox.run({
        language,
        source: item.starter[language]!,
        entry: item.entry[language]!,
        cases,
      });
      expect(starter.cases.every((c) => c.passed)).toBe(false);
    },
    60_000,
  );
});
