import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

export interface RequestLogOptions {
  /** One ordinary answer (status < 400, not slow) in this many gets its line; 1 logs every one. */
  sampleEvery: number;
  /** Answers that took longer than this (ms) always get their line. */
  slowMs: number;
}

/**
 * One line per request (method, redacted URL, status, time) once the answer is out, not Fastify's two (incoming and
 * completed). Every error, every 4xx/5xx and every slow answer is logged; of the ordinary ones only one in
 * `sampleEvery` (the line's JSON was the largest single cost of a cheap read). Errors are logged as Fastify does.
 */
export class SampledRequestLog extends LogController {
  private ordinary = 0;

  constructor(private readonly options: RequestLogOptions) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    const responseTime = reply.elapsedTime;
    if (reply.statusCode < 400 && responseTime <= this.options.slowMs) {
      this.ordinary += 1;
      if (this.ordinary < this.options.sampleEvery) return;
      this.ordinary = 0;
    }
    reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
  }
}

const LEVEL_VALUES = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
type Level = keyof typeof LEVEL_VALUES;

/**
 * A request's logger that becomes pino's child (with the request id) only when something is logged at a level that
 * is on: most requests log nothing, and a child per request was an object graph and a JSON fragment each.
 */
class LazyChildLogger {
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  private real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  materialize(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }

  enabled(level: Level): boolean {
    if (this.real) return true;
    const current = this.options.level ?? this.parent.level;
    return current !== 'silent' && LEVEL_VALUES[level] >= (LEVEL_VALUES[current as Level] ?? 0);
  }

  get level(): string {
    return this.real?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.materialize().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.materialize().child(bindings, options);
  }

  silent(): void {}
}

// On the prototype, so a request that logs nothing allocates no functions.
for (const level of Object.keys(LEVEL_VALUES) as Level[]) {
  LazyChildLogger.prototype[level] = function (this: LazyChildLogger, ...args: Parameters<LogFn>) {
    if (this.enabled(level)) this.materialize()[level](...args);
  } as LogFn;
}

/** Fastify's `childLoggerFactory`: the request's logger, made on first use. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options);
}
