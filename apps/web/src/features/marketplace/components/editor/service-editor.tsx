import { useQueryClient } from '@tanstack/react-query';
import type { MyService, ServiceDraft } from '@talent/contract/marketplace';
import { ArrowLeft, CloudOff, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { problemsFrom } from '../../../../components/marketplace/lib/form-problems.ts';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { StatePanel } from '../../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { documentTitle } from '../../../../lib/route-table.ts';
import { toast } from '../../../../lib/toast.ts';
import { sellingKeys, useMyServices, useServiceStatus } from '../../api/selling.ts';
import { readBackup, useServiceAutosave } from '../../lib/service-autosave.ts';
import { fieldId } from './inputs.tsx';
import { PublishBar } from './publish-bar.tsx';
import { fieldLabel, ServiceForm } from './service-form.tsx';

/** The first message per field; a skill's or an image's own error shows on its list. */
function firstMessages(fields: Record<string, string[] | string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (!message) continue;
    const key = /^(skills|gallery_file_ids)\.\d+$/.test(path) ? path.split('.')[0]! : path;
    out[key] ??= message;
  }
  return out;
}

/** Ids the server gave new add-ons and questions, taken back so the next save keeps them (orders name them). */
function adoptIds(local: ServiceDraft, stored: ServiceDraft): ServiceDraft {
  const adopt = <T extends { id?: string | undefined }>(
    mine: T[],
    theirs: Array<{ id?: string | undefined }>,
  ) =>
    mine.length === theirs.length && mine.some((item) => !item.id)
      ? mine.map((item, index) => (item.id ? item : { ...item, id: theirs[index]?.id }))
      : mine;
  const addons = adopt(local.addons, stored.addons);
  const questions = adopt(local.questions, stored.questions);
  return addons === local.addons && questions === local.questions ? local : { ...local, addons, questions };
}

function Editor({ service }: { service: MyService }) {
  const queryClient = useQueryClient();
  const autosave = useServiceAutosave(service.id);
  const status = useServiceStatus();
  const [restored] = useState(() => readBackup(service.id, service.updated_at));
  const [draft, setDraft] = useState<ServiceDraft>(() => restored ?? service.draft);
  const latest = useRef(draft);
  const [skillNames, setSkillNames] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(service.status !== 'draft');
  const summary = useRef<HTMLDivElement>(null);
  // Bumped when publishing is refused: the list of problems takes the focus once it is on the page (a timer could
  // fire before React rendered it).
  const [refusals, setRefusals] = useState(0);
  const { change } = autosave;

  useEffect(() => {
    if (refusals > 0) summary.current?.focus();
  }, [refusals]);

  // A copy typed here and never saved (a failed save, a closed tab) goes to the server first.
  useEffect(() => {
    if (restored) change(restored);
  }, [restored, change]);

  // The server's draft is read once; afterwards only the ids it gave new items come back from it.
  const [seen, setSeen] = useState(service.updated_at);
  if (seen !== service.updated_at) {
    setSeen(service.updated_at);
    const adopted = adoptIds(draft, service.draft);
    if (adopted !== draft) setDraft(adopted);
  }
  // Edits build on the newest draft, also from an upload that finishes later.
  useEffect(() => {
    latest.current = draft;
  });

  useEffect(() => {
    document.title = documentTitle(draft.title.trim() ? `Edit: ${draft.title.trim()}` : 'Edit service');
  }, [draft.title]);

  const update = (edit: (current: ServiceDraft) => ServiceDraft) => {
    const next = edit(latest.current);
    latest.current = next;
    setDraft(next);
    change(next);
  };

  const errors = {
    ...(attempted ? firstMessages(service.problems) : {}),
    ...autosave.fieldErrors,
  };
  const problems = Object.entries(errors);

  const publish = async () => {
    setAttempted(true);
    if (!(await autosave.flush())) return;
    status.mutate(
      { id: service.id, to: 'publish' },
      {
        onSuccess: () => toast.success('Published: buyers can find and order it now.'),
        onError: (error) => {
          const found = problemsFrom(error, () => true);
          if (Object.keys(found.fields).length > 0) {
            // The refused fields are the service's problems now, until the next save says otherwise.
            queryClient.setQueryData<MyService[]>(sellingKeys.services(), (list) =>
              list?.map((item) =>
                item.id === service.id
                  ? {
                      ...item,
                      problems: Object.fromEntries(Object.entries(found.fields).map(([k, v]) => [k, [v]])),
                    }
                  : item,
              ),
            );
            setRefusals((n) => n + 1);
          } else toast.error(found.other ?? errorMessage(error));
        },
      },
    );
  };

  const pause = () =>
    status.mutate(
      { id: service.id, to: 'pause' },
      {
        onSuccess: () => toast.success('Paused: hidden from browsing. Running orders go on.'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to="/marketplace/selling"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Your services
      </Link>
      <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-ink-900">
        {draft.title.trim() || 'New service'}
      </h1>
      <p className="mt-1.5 text-ink-600">Everything saves as you type. Publish when it is complete.</p>
      <div className="mt-6">
        <PublishBar
          service={service}
          save={autosave}
          onRetry={() => void autosave.flush()}
          onPublish={() => void publish()}
          onPause={pause}
          busy={status.isPending}
        />
      </div>
      {problems.length > 0 && (
        <div
          ref={summary}
          tabIndex={-1}
          role="region"
          aria-labelledby="fix-heading"
          className="mt-6 rounded-card border border-red-200 bg-red-50 p-5 focus:outline-2 focus:outline-red-600"
        >
          <h2 id="fix-heading" className="font-display text-base font-semibold text-red-900">
            {service.status === 'draft' ? 'Before you can publish' : 'To fix'}: {problems.length}{' '}
            {problems.length === 1 ? 'thing' : 'things'}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-900">
            {problems.map(([path, message]) => (
              <li key={path}>
                <a href={`#${fieldId(path)}`} className="underline">
                  {fieldLabel(path)}
                </a>
                : {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6">
        <ServiceForm
          draft={draft}
          update={update}
          errors={errors}
          skillNames={skillNames}
          onSkillPicked={(skill) => setSkillNames((names) => ({ ...names, [skill.slug]: skill.name }))}
        />
      </div>
    </div>
  );
}

/**
 * My service's editor (`/marketplace/selling/:id`). The draft autosaves as I type (a failed save keeps everything);
 * Publish judges the whole and shows every problem on its field; Pause hides it from browsing.
 */
export function ServiceEditor() {
  const { id = '' } = useParams();
  const services = useMyServices();
  if (services.isPending)
    return (
      <div
        role="status"
        aria-label="Loading your service"
        className="mx-auto w-full max-w-4xl space-y-4 px-4 py-10 sm:px-6"
      >
        <div className="h-10 w-2/3 animate-pulse rounded-control bg-ink-100" />
        <div className="h-96 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  if (services.isError)
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
        <StatePanel
          Icon={CloudOff}
          tone="error"
          variant="card"
          headingLevel="h1"
          title="Your service did not load"
          actions={
            <Button onClick={() => void services.refetch()} loading={services.isRefetching}>
              Try again
            </Button>
          }
        >
          {errorMessage(services.error)}
        </StatePanel>
      </div>
    );
  const service = services.data.find((item) => item.id === id);
  if (!service)
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
        <StatePanel
          Icon={SearchX}
          variant="card"
          headingLevel="h1"
          title="We could not find this service"
          actions={<ButtonLink to="/marketplace/selling">See your services</ButtonLink>}
        >
          It may have been deleted, or it belongs to someone else.
        </StatePanel>
      </div>
    );
  return <Editor key={service.id} service={service} />;
}
