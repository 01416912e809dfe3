/**
 * The app's clock under APP_ENV=test: real time plus an offset the e2e suite moves (POST /__test/clock), so a spec
 * reaches "the interview has started" or "the offer has expired" without waiting real minutes. Sessions, CSRF
 * tokens and the browser keep real time: only the rules that take `now` see the offset.
 */
export class TestClock {
  private offsetMs = 0;

  /** Bound, so it can be handed around as `now`. */
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }

  set(at: Date): Date {
    this.offsetMs = at.getTime() - Date.now();
    return this.now();
  }

  reset(): Date {
    this.offsetMs = 0;
    return this.now();
  }
}
