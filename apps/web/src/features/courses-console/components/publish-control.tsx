import type { OperatorCourse } from '@talent/contract/courses';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { parseValidationError } from '../../../lib/wire-checks.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateCourse } from '../api/course-actions.ts';
import { StatusPill } from './status-pill.tsx';

/** The server's reason a course cannot be published yet (no lessons, no final quiz), or any other failure. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiError && error.response?.status === 422) {
    const body = parseValidationError(error.response.data);
    const reason = body?.errors.published?.[0];
    if (reason) return reason;
  }
  return errorMessage(error, 'That did not work. Please try again.');
}

/** Publish (candidates see it in the catalogue) or unpublish (it leaves the catalogue; progress is kept). */
export function PublishControl({ course }: { course: OperatorCourse }) {
  const update = useUpdateCourse(course.id);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = () => {
    setProblem(null);
    update.mutate(
      { published: !course.published },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.published
              ? 'Published: candidates find it in the catalogue.'
              : 'Unpublished: it has left the catalogue.',
          ),
        onError: (error) => setProblem(reasonOf(error)),
      },
    );
  };
  return (
    <div className="rounded-card border border-ink-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-3">
        <StatusPill published={course.published} />
        <p className="flex-1 text-sm text-ink-700">
          {course.published && course.published_at ? (
            <>
              In the catalogue since <DateText iso={course.published_at} />. {course.enrolled_count} enrolled,{' '}
              {course.completed_count} completed.
            </>
          ) : (
            'A draft: candidates do not see it. Publish it once it has lessons and a final quiz.'
          )}
        </p>
        <Button
          variant={course.published ? 'secondary' : 'primary'}
          loading={update.isPending}
          onClick={toggle}
        >
          {course.published ? (
            <>
              <EyeOff aria-hidden="true" className="size-4" />
              Unpublish
            </>
          ) : (
            <>
              <Eye aria-hidden="true" className="size-4" />
              Publish
            </>
          )}
        </Button>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
