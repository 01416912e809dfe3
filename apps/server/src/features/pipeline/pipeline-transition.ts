import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  lockApplication,
  markFirstResponse,
  recordEvent,
  transitionApplication,
  type EventInput,
  type LockedApplication,
  type TransitionInput,
} from './pipeline.repository.ts';

/** A timeline event of the step's application (the application id is the step's). */
export type StepEvent = Omit<EventInput, 'applicationId'>;

/**
 * What a step's rules see inside its transaction: the application (locked, kept current by `move`), the row it acts
 * on (locked after the application), and the ways to write its timeline.
 */
export interface PipelineStep<Row> {
  readonly tx: Db;
  readonly application: LockedApplication;
  readonly row: Row;
  /** Moves the application (409 when the pipeline forbids it) and records the event with it. */
  move(input: TransitionInput): Promise<LockedApplication>;
  /** Appends an event to the timeline without moving the application. */
  record(event: StepEvent): Promise<void>;
  /** Stamps the recruiter's first response when an action other than a move is one. */
  markFirstResponse(at: Date): Promise<void>;
}

export interface PipelineTransition<Row, Result> {
  applicationId: string;
  /**
   * Locks the row the step acts on (an interview, an offer), always after the application, as every writer does,
   * so two writers never deadlock. Nothing found is a 404.
   */
  lock?: (tx: Db) => Promise<Row | null | undefined>;
  /** Loads and locks the application itself when the default (by id) is not enough (ownership checked in SQL). */
  lockApplication?: (tx: Db) => Promise<LockedApplication | null | undefined>;
  /** The rules: check the states (throw the 409), write, record the event; its result feeds `announce`. */
  run: (step: PipelineStep<Row>) => Promise<Result>;
  /** After the commit, once: notifications and the live refresh. A refused or failed step announces nothing. */
  announce?: (result: Result) => Promise<void>;
}

/**
 * One step of the hiring pipeline: lock the application (and the row acted on) → check → update → record the
 * timeline event → commit → announce. Concurrent steps on one application are serialised by the lock, and nobody
 * is told about a change that did not commit.
 */
export async function pipelineTransition<Row = undefined, Result = void>(
  db: Db,
  transition: PipelineTransition<Row, Result>,
): Promise<Result> {
  const result = await db.transaction(async (tx) => {
    const application = await (transition.lockApplication
      ? transition.lockApplication(tx)
      : lockApplication(tx, transition.applicationId));
    if (!application) throw new AppError('not_found');
    const row = transition.lock ? await transition.lock(tx) : undefined;
    if (transition.lock && !row) throw new AppError('not_found');
    let current = application;
    const step: PipelineStep<Row> = {
      tx,
      get application() {
        return current;
      },
      row: row as Row,
      async move(input) {
        current = (await transitionApplication(tx, current, input)).application;
        return current;
      },
      async record(event) {
        await recordEvent(tx, { ...event, applicationId: current.id });
      },
      async markFirstResponse(at) {
        await markFirstResponse(tx, current, at);
      },
    };
    return transition.run(step);
  });
  await transition.announce?.(result);
  return result;
}
