import type { Lesson } from '@talent/contract/courses';
import { useEffect, useEffectEvent, useRef } from 'react';
import { LessonMarkdown } from '../../../components/lesson-markdown/lesson-markdown.tsx';

type TextLesson = Extract<Lesson, { kind: 'text' }>;

/**
 * A reading: the lesson's Markdown. Reaching its end after scrolling counts as reading it (the lesson is marked
 * done); a lesson short enough to fit the screen is marked with "Mark as done" below.
 */
export function TextLesson({ lesson, onRead }: { lesson: TextLesson; onRead: () => void }) {
  const end = useRef<HTMLDivElement>(null);
  const read = useEffectEvent(onRead);
  const done = lesson.progress.done;

  useEffect(() => {
    const sentinel = end.current;
    if (done || !sentinel || typeof IntersectionObserver === 'undefined') return;
    let scrolled = false;
    const onScroll = () => {
      scrolled = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const observer = new IntersectionObserver((entries) => {
      if (scrolled && entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        read();
      }
    });
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [done]);

  return (
    <div>
      <LessonMarkdown markdown={lesson.body} />
      <div ref={end} aria-hidden="true" className="h-px" />
    </div>
  );
}
