import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ClipScript, ClipSlide } from '../content/courses/types.ts';
import { vp8FrameOfWebp, writeWebm } from '../features/courses/webm.ts';

/*
 * The seeded video lessons' clips, made here rather than downloaded: each slide of a script is drawn as SVG,
 * rendered by sharp (libvips) to a lossy WebP, whose VP8 frame becomes a keyframe of a WebM at 2 frames per second.
 * Captions (WebVTT) follow the same script, so what is said matches what is shown. A clip is cached under the data
 * folder by the hash of its script, so re-seeding reuses it.
 */

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 2;
/** Bump when the drawing changes, so cached clips are made again. */
const CLIP_VERSION = 2;

export interface Clip {
  webm: Buffer;
  vtt: string;
  seconds: number;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function slideSvg(script: ClipScript, slide: ClipSlide, index: number): string {
  const count = script.slides.length;
  const parts: string[] = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#0f172a"/>`,
    `<rect x="0" y="0" width="8" height="${HEIGHT}" fill="#6366f1"/>`,
    `<text x="36" y="40" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="15" fill="#94a3b8">${escape(script.title)}</text>`,
    `<text x="${WIDTH - 36}" y="40" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="15" fill="#94a3b8">${index + 1} / ${count}</text>`,
    `<text x="36" y="96" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" font-weight="bold" fill="#f8fafc">${escape(slide.heading)}</text>`,
  ];
  let y = 140;
  if (slide.code && slide.code.length > 0) {
    const height = slide.code.length * 26 + 24;
    parts.push(`<rect x="36" y="${y - 4}" width="${WIDTH - 72}" height="${height}" rx="8" fill="#1e293b"/>`);
    slide.code.forEach((line, i) => {
      parts.push(
        `<text x="56" y="${y + 24 + i * 26}" font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="17" fill="#a5f3fc" xml:space="preserve">${escape(line)}</text>`,
      );
    });
    y += height + 22;
  }
  for (const point of slide.points ?? []) {
    parts.push(`<circle cx="46" cy="${y - 6}" r="4" fill="#818cf8"/>`);
    parts.push(
      `<text x="62" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="20" fill="#e2e8f0">${escape(point)}</text>`,
    );
    y += 34;
  }
  // Progress through the clip: one segment per slide.
  const segment = (WIDTH - 72) / count;
  for (let i = 0; i < count; i++) {
    parts.push(
      `<rect x="${36 + i * segment + 2}" y="${HEIGHT - 26}" width="${segment - 4}" height="5" rx="2" fill="${i <= index ? '#6366f1' : '#334155'}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${parts.join('')}</svg>`;
}

/** `00:01:02.500` */
function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const rest = ms % 1000;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(rest, 3)}`;
}

/** The captions: each slide's lines in equal shares of its time. */
export function captionsOf(script: ClipScript): string {
  const cues: string[] = [];
  let start = 0;
  for (const slide of script.slides) {
    const share = slide.seconds / slide.captions.length;
    slide.captions.forEach((line, i) => {
      cues.push(`${timestamp(start + i * share)} --> ${timestamp(start + (i + 1) * share)}\n${line}`);
    });
    start += slide.seconds;
  }
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${cue}`).join('\n\n')}\n`;
}

async function render(script: ClipScript): Promise<Buffer> {
  // One VP8 keyframe per slide, repeated for as long as the slide shows.
  const frames = await Promise.all(
    script.slides.map(async (slide, i) =>
      vp8FrameOfWebp(
        await sharp(Buffer.from(slideSvg(script, slide, i)))
          .removeAlpha()
          .webp({ quality: 80 })
          .toBuffer(),
      ),
    ),
  );
  return writeWebm({
    width: WIDTH,
    height: HEIGHT,
    fps: FPS,
    frames: script.slides.flatMap((slide, i) =>
      Array.from({ length: slide.seconds * FPS }, () => frames[i]!),
    ),
  });
}

const made = new Map<string, Buffer>();

/** The clip of a script: from this process's memory, else the cache folder, else rendered (and cached). */
export async function clipOf(script: ClipScript, cacheDir: string): Promise<Clip> {
  const hash = createHash('sha256')
    .update(JSON.stringify({ CLIP_VERSION, WIDTH, HEIGHT, FPS, script }))
    .digest('hex')
    .slice(0, 32);
  const seconds = script.slides.reduce((sum, s) => sum + s.seconds, 0);
  const vtt = captionsOf(script);
  let webm = made.get(hash);
  if (!webm) {
    const folder = join(cacheDir, 'course-clips');
    const file = join(folder, `${hash}.webm`);
    webm = await readFile(file).catch(() => undefined);
    if (!webm) {
      webm = await render(script);
      await mkdir(folder, { recursive: true });
      // Written aside and renamed, so a crash mid-write never leaves half a clip to be reused.
      await writeFile(`${file}.tmp`, webm);
      await rename(`${file}.tmp`, file);
    }
    made.set(hash, webm);
  }
  return { webm, vtt, seconds };
}
