import { readFile } from 'node:fs/promises';
import { WebSocket } from 'ws';

/**
 * Milliseconds on the monotonic clock (CLOCK_MONOTONIC through hrtime), which every process on the machine shares:
 * the publisher stamps an event with it and a client in another process subtracts it on receipt.
 */
export function monoMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** Latencies in 0.05 ms buckets up to 60 s: millions of samples in a fixed 4.8 MB, merged across processes. */
export class Histogram {
  static readonly BUCKET_MS = 0.05;
  private readonly counts = new Uint32Array(1_200_000);
  count = 0;
  sum = 0;
  max = 0;

  record(ms: number) {
    const i = Math.min(this.counts.length - 1, Math.max(0, Math.floor(ms / Histogram.BUCKET_MS)));
    this.counts[i]!++;
    this.count++;
    this.sum += ms;
    if (ms > this.max) this.max = ms;
  }

  /** Sparse form for IPC: [bucket, count] pairs. */
  toJSON(): SparseHistogram {
    const buckets: Array<[number, number]> = [];
    for (let i = 0; i < this.counts.length; i++) if (this.counts[i]) buckets.push([i, this.counts[i]!]);
    return { buckets, count: this.count, sum: this.sum, max: this.max };
  }

  merge(other: SparseHistogram) {
    for (const [i, n] of other.buckets) this.counts[i]! += n;
    this.count += other.count;
    this.sum += other.sum;
    this.max = Math.max(this.max, other.max);
  }

  /** Upper edge of the bucket holding the p-th percentile. */
  percentile(p: number): number {
    if (this.count === 0) return NaN;
    const rank = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i]!;
      if (seen >= rank) return (i + 1) * Histogram.BUCKET_MS;
    }
    return this.max;
  }

  mean(): number {
    return this.count ? this.sum / this.count : NaN;
  }
}

export interface SparseHistogram {
  buckets: Array<[number, number]>;
  count: number;
  sum: number;
  max: number;
}

/** Resident memory (KB) and CPU time (ms, user + system) of a process, from /proc. */
export async function procStats(pid: number): Promise<{ rssKb: number; cpuMs: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, 100 Hz ticks
  return { rssKb, cpuMs };
}

/** The soft limit on open files of this process (children inherit it). */
export async function openFilesLimit(): Promise<number> {
  const limits = await readFile('/proc/self/limits', 'utf8');
  const soft = /Max open files\s+(\S+)/.exec(limits)?.[1];
  return soft === 'unlimited' ? Infinity : Number(soft);
}

/**
 * A full garbage collection in a process started with `--inspect=127.0.0.1:<port>` (through the DevTools protocol),
 * then its JS heap in use: memory per connection without the garbage that happens to be waiting for a collection.
 */
export async function collectGarbage(inspectPort: number): Promise<{ heapUsedKb: number }> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const ws = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let id = 0;
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const mine = ++id;
      const onMessage = (raw: Buffer) => {
        const message = JSON.parse(String(raw)) as { id?: number; result?: Record<string, unknown> };
        if (message.id !== mine) return;
        ws.off('message', onMessage);
        resolve(message.result ?? {});
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id: mine, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const usage = await call('Runtime.getHeapUsage');
    return { heapUsedKb: Number(usage.usedSize) / 1024 };
  } finally {
    ws.close();
  }
}
