import { deferred } from '../../../../components/deferred.tsx';

/*
 * The console's interview and offer dialogs' forms (react-hook-form with them) load after the page that offers
 * them, not in its first download; the pages preload them once they have rendered.
 */

export const NoteForm = deferred(() => import('./note-form.tsx').then((module) => module.NoteForm));
export const OutcomeForm = deferred(() =>
  import('./interview-forms.tsx').then((module) => module.OutcomeForm),
);
export const RescheduleForm = deferred(() =>
  import('./interview-forms.tsx').then((module) => module.RescheduleForm),
);
export const ConsoleProposeTimesForm = deferred(() =>
  import('./console-propose-times-form.tsx').then((module) => module.ConsoleProposeTimesForm),
);
