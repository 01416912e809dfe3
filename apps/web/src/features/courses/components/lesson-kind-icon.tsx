import type { LessonKind } from '@talent/contract/courses';
import { CirclePlay, Code, FileText, ListChecks, type LucideIcon } from 'lucide-react';

export const LESSON_KIND_ICONS: Record<LessonKind, LucideIcon> = {
  text: FileText,
  video: CirclePlay,
  quiz: ListChecks,
  exercise: Code,
};

export function LessonKindIcon({ kind, className = 'size-4' }: { kind: LessonKind; className?: string }) {
  const Icon = LESSON_KIND_ICONS[kind];
  return <Icon aria-hidden="true" className={className} />;
}
