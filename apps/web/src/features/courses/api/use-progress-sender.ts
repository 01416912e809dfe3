import { useQueryClient } from '@tanstack/react-query';
import type { LessonProgressUpdate } from '@talent/contract/courses';
import { useCallback, useState } from 'react';
import { logger } from '../../../lib/logger.ts';
import { applyProgress, saveLessonProgress, sendProgressOnLeave } from './lesson-progress.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Sends a lesson's position saves: a normal request while the page stays (its answer updates the syllabus and the
 * catalogue), a keepalive one when it goes. Safe to call after the player has gone (the last save on leaving a
 * lesson): the caches still take the answer.
 */
export function useProgressSender(courseId: string, lessonId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>('idle');
  const send = useCallback(
    (update: LessonProgressUpdate, leaving: boolean) => {
      if (leaving) {
        sendProgressOnLeave(courseId, lessonId, update);
        return;
      }
      setState('saving');
      saveLessonProgress(courseId, lessonId, update).then(
        (result) => {
          setState('saved');
          applyProgress(queryClient, courseId, lessonId, result.lesson, result.course);
        },
        (error: unknown) => {
          // The next save carries a newer position anyway; say that this one did not arrive.
          setState('failed');
          logger.warn('A lesson position was not saved', error);
        },
      );
    },
    [courseId, lessonId, queryClient],
  );
  return { send, state };
}
