import { overrunCapSeconds, type Take } from '@talent/contract/assignments';
import { clock } from '../../../components/video-recorder/media.ts';

/*
 * Where a take stands at an instant, from the times the server gave it (think_ends_at, answer_ends_at) and the
 * server's clock as this page estimates it. Pure, so the countdowns, the overrun and the recorder's hard stop are
 * tested without a camera or a timer.
 */

export type TakePhase =
  /** Think time is running; the candidate may start answering early. */
  | { name: 'thinking'; secondsLeft: number }
  /** Think time ran out and the answer has not been asked for yet: the page starts it at once. */
  | { name: 'think-over' }
  | { name: 'answering'; secondsLeft: number }
  /** Past the answer time: still recorded, shown as "1:12 over", until the cap. */
  | { name: 'overrun'; overSeconds: number; capSecondsLeft: number }
  /** The overrun cap: the recorder stops here. */
  | { name: 'cap-reached'; overSeconds: number }
  | { name: 'stopped' }
  | { name: 'recorded' }
  | { name: 'kept' }
  | { name: 'discarded' };

const seconds = (ms: number) => ms / 1000;

export function takePhase(
  take: Pick<Take, 'state' | 'think_ends_at' | 'answer_started_at' | 'answer_ends_at'>,
  answerSeconds: number,
  nowMs: number,
): TakePhase {
  switch (take.state) {
    case 'thinking': {
      const left = seconds(Date.parse(take.think_ends_at) - nowMs);
      return left > 0 ? { name: 'thinking', secondsLeft: Math.ceil(left) } : { name: 'think-over' };
    }
    case 'answering': {
      const endsAt = take.answer_ends_at
        ? Date.parse(take.answer_ends_at)
        : Date.parse(take.answer_started_at ?? take.think_ends_at) + answerSeconds * 1000;
      const left = seconds(endsAt - nowMs);
      if (left > 0) return { name: 'answering', secondsLeft: Math.ceil(left) };
      const over = seconds(nowMs - endsAt);
      const cap = overrunCapSeconds(answerSeconds);
      if (over >= cap) return { name: 'cap-reached', overSeconds: cap };
      return { name: 'overrun', overSeconds: Math.floor(over), capSecondsLeft: Math.ceil(cap - over) };
    }
    default:
      return { name: take.state };
  }
}

/** "1:12 over" — an overrun in the words the candidate and the recruiter both see. */
export function overrunText(overSeconds: number): string {
  return `${clock(overSeconds)} over`;
}

/** "2 minutes", "90 seconds", "1 minute 30 seconds": for rules read before anything runs. */
export function durationWords(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  if (whole < 60 || (whole < 120 && whole % 60 !== 0)) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const head = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return rest === 0 ? head : `${head} ${rest} second${rest === 1 ? '' : 's'}`;
}

/** Seconds left at which the answer countdown is announced once ("30 seconds left"). */
export const ANSWER_WARNING_SECONDS = 30;

/**
 * What a screen reader hears, and when: one sentence per phase change and one warning near the end of the answer
 * time, never a number every second. The key changes only at those moments, so a live region fed with it speaks
 * only then.
 */
export function announcement(phase: TakePhase, answerSeconds: number): { key: string; text: string } | null {
  switch (phase.name) {
    case 'thinking':
      return { key: 'thinking', text: `Think time: ${durationWords(phase.secondsLeft)}. Start when ready.` };
    case 'answering':
      if (phase.secondsLeft <= ANSWER_WARNING_SECONDS && answerSeconds > ANSWER_WARNING_SECONDS)
        return { key: 'answer-warning', text: `${ANSWER_WARNING_SECONDS} seconds left to answer.` };
      return { key: 'answering', text: `Recording. You have ${durationWords(phase.secondsLeft)} to answer.` };
    case 'overrun':
      return {
        key: 'overrun',
        text: `Answer time is up. Still recording for up to ${durationWords(phase.capSecondsLeft)}; the extra time is shown to the recruiter.`,
      };
    case 'cap-reached':
      return { key: 'cap-reached', text: 'Recording stopped at the time limit.' };
    case 'stopped':
      return { key: 'stopped', text: 'Recording stopped.' };
    default:
      return null;
  }
}

/**
 * The server's clock as seen from here: `offsetMs` added to the local clock gives the server's time. Taken from a
 * server instant that was "now" when the answer left (a new take's `started_at`, a response's Date header, whole
 * seconds, so its middle), so countdowns follow the server even when the two clocks disagree.
 */
export function serverOffsetMs(
  serverInstant: string,
  receivedAtLocalMs: number,
  wholeSeconds = false,
): number {
  const server = Date.parse(serverInstant);
  if (Number.isNaN(server)) return 0;
  return server + (wholeSeconds ? 500 : 0) - receivedAtLocalMs;
}
