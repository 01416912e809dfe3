import { LESSON_KIND_LABELS, type OperatorCourse } from '@talent/contract/courses';
import { CirclePlay, Code, FileText, ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { deferred } from '../../../components/deferred.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDeleteLesson, useDeleteModule } from '../api/course-actions.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ModuleForm } from './module-form.tsx';

type Module = OperatorCourse['modules'][number];

/**
 * The lesson form (quiz questions, uploads with progress, Markdown preview) is its own chunk: the page shows the
 * syllabus first and the form arrives while the operator reads it (the page preloads it).
 */
export const LessonEditor = deferred(() =>
  import('./lesson-editor.tsx').then((module) => module.LessonEditor),
);

const KIND_ICONS = { text: FileText, video: CirclePlay, quiz: ListChecks, exercise: Code } as const;

/**
 * One module in the editor: its title and summary (editable), its lessons in order with their kind, time and
 * flags, each editable in place, "Add a lesson", and delete (refused while candidates have progress on it).
 */
export function ModuleSection({
  course,
  module,
  index,
  userId,
}: {
  course: OperatorCourse;
  module: Module;
  index: number;
  userId: string;
}) {
  const [editingModule, setEditingModule] = useState(false);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const deleteModule = useDeleteModule(course.id);
  const deleteLesson = useDeleteLesson(course.id);
  const headingId = `module-${module.id}-heading`;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-ink-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-display text-base font-semibold text-ink-900">
            Module {index + 1}: {module.title}
          </h3>
          {module.summary && <p className="mt-0.5 text-sm text-ink-600">{module.summary}</p>}
        </div>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            className="px-2.5 py-1.5"
            aria-expanded={editingModule}
            aria-label={`Edit module ${index + 1}`}
            onClick={() => setEditingModule((on) => !on)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit module
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                className="px-2.5 py-1.5 text-red-700"
                aria-label={`Delete module ${index + 1}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete module
              </Button>
            }
            title={`Delete “${module.title}”?`}
            description={`Its ${module.lessons.length} lessons go with it. A module whose lessons candidates have started stays.`}
            confirmLabel="Delete the module"
            onConfirm={() => deleteModule.mutateAsync(module.id)}
          />
        </div>
      </div>
      {editingModule && (
        <div className="mt-3 rounded-control border border-ink-200 p-3">
          <ModuleForm
            courseId={course.id}
            userId={userId}
            module={module}
            onClose={() => setEditingModule(false)}
          />
        </div>
      )}

      {module.lessons.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">No lessons yet: add the first one.</p>
      ) : (
        <ol aria-label={`Lessons of module ${index + 1}`} className="mt-3 divide-y divide-ink-100">
          {module.lessons.map((lesson) => {
            const Icon = KIND_ICONS[lesson.kind];
            return (
              <li key={lesson.id} className="py-2.5">
                <div className="flex flex-wrap items-center gap-3">
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink-900">{lesson.title}</p>
                    <p className="text-xs text-ink-600">
                      {LESSON_KIND_LABELS[lesson.kind]} · {lesson.minutes} min
                      {lesson.kind === 'quiz' && ` · ${lesson.items.length} questions`}
                      {lesson.is_final && ' · final quiz'}
                      {lesson.preview && ' · free preview'}
                      {lesson.learners > 0 && ` · ${lesson.learners} learners`}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    className="px-2.5 py-1.5"
                    aria-expanded={editing === lesson.id}
                    aria-label={`Edit ${lesson.title}`}
                    onClick={() => setEditing(editing === lesson.id ? null : lesson.id)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button
                        variant="ghost"
                        className="px-2.5 py-1.5 text-red-700"
                        aria-label={`Delete ${lesson.title}`}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        Delete
                      </Button>
                    }
                    title={`Delete “${lesson.title}”?`}
                    description={
                      lesson.learners > 0
                        ? `${lesson.learners} candidates have progress on it; it goes from their courses too.`
                        : 'Nobody has started it yet.'
                    }
                    confirmLabel="Delete the lesson"
                    onConfirm={() => deleteLesson.mutateAsync(lesson.id)}
                  />
                </div>
                {editing === lesson.id && (
                  <div className="mt-3">
                    <LessonEditor
                      course={course}
                      moduleId={module.id}
                      lesson={lesson}
                      userId={userId}
                      onClose={() => setEditing(null)}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {editing === 'new' ? (
        <div className="mt-3">
          <LessonEditor
            course={course}
            moduleId={module.id}
            lesson={null}
            userId={userId}
            onClose={() => setEditing(null)}
          />
        </div>
      ) : (
        <Button
          variant="secondary"
          className="mt-3"
          aria-label={`Add a lesson to module ${index + 1}`}
          onClick={() => setEditing('new')}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a lesson
        </Button>
      )}
    </section>
  );
}
