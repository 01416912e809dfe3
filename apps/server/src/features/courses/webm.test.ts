import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tinyWebm } from '../../test/test-files.ts';
import { mp4DurationSeconds, vp8FrameOfWebp, webmDurationSeconds, writeWebm, type ReadAt } from './webm.ts';

const readerOf =
  (bytes: Buffer): ReadAt =>
  async (offset, length) =>
    bytes.subarray(offset, offset + length);

async function frame(colour: string) {
  return vp8FrameOfWebp(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
      .webp()
      .toBuffer(),
  );
}

/** The top-level children of the Segment: [id hex, offset from the segment's data]. */
function segmentChildren(file: Buffer): Array<[string, number]> {
  const vint = (at: number, keep: boolean) => {
    const first = file[at]!;
    let length = 1;
    while (!(first & (0x80 >> (length - 1)))) length++;
    let value = keep ? first : first & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + file[at + i]!;
    return { value, length };
  };
  const headerId = vint(0, true);
  const headerSize = vint(headerId.length, false);
  let at = headerId.length + headerSize.length + headerSize.value;
  const segId = vint(at, true);
  const segSize = vint(at + segId.length, false);
  const start = at + segId.length + segSize.length;
  expect(start + segSize.value).toBe(file.length);
  at = start;
  const out: Array<[string, number]> = [];
  while (at < file.length) {
    const id = vint(at, true);
    const size = vint(at + id.length, false);
    out.push([id.value.toString(16), at - start]);
    at += id.length + size.length + size.value;
  }
  return out;
}

describe('the WebM writer', () => {
  it('writes a seekable file: header, seek head, info with the duration, one cued cluster per keyframe', async () => {
    const [red, blue] = await Promise.all([frame('#ff0000'), frame('#0000ff')]);
    const file = writeWebm({ width: 16, height: 16, fps: 2, frames: [red!, red!, blue!, blue!, blue!] });
    expect(file.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(file.includes(Buffer.from('webm'))).toBe(true);
    expect(file.includes(Buffer.from('V_VP8'))).toBe(true);
    const children = segmentChildren(file);
    expect(children.map(([id]) => id)).toEqual([
      '114d9b74', // SeekHead
      '1549a966', // Info
      '1654ae6b', // Tracks
      '1c53bb6b', // Cues
      ...Array.from({ length: 5 }, () => '1f43b675'), // Clusters
    ]);
    // Each cue points at a cluster: the 8-byte positions inside the Cues are the clusters' offsets.
    const clusterOffsets = children.filter(([id]) => id === '1f43b675').map(([, at]) => at);
    for (const offset of clusterOffsets) {
      const position = Buffer.alloc(8);
      position.writeBigUInt64BE(BigInt(offset));
      expect(file.includes(Buffer.concat([Buffer.from([0xf1, 0x88]), position]))).toBe(true);
    }
    expect(await webmDurationSeconds(readerOf(file), file.length)).toBe(2.5);
  });

  it('reads no length from a recording without one, or from bytes that are not WebM', async () => {
    expect(await webmDurationSeconds(readerOf(tinyWebm()), tinyWebm().length)).toBeNull();
    const junk = Buffer.from('not a video at all');
    expect(await webmDurationSeconds(readerOf(junk), junk.length)).toBeNull();
    expect(await webmDurationSeconds(readerOf(Buffer.alloc(0)), 0)).toBeNull();
  });

  it('takes the VP8 frame out of a lossy WebP and refuses anything else', async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const vp8 = vp8FrameOfWebp(webp);
    // A VP8 keyframe: frame tag bit 0 clear, then the start code 9d 01 2a.
    expect(vp8[0]! & 1).toBe(0);
    expect(vp8.subarray(3, 6).toString('hex')).toBe('9d012a');
    expect(() => vp8FrameOfWebp(Buffer.from('RIFF0000WAVEfmt '))).toThrow('not a WebP');
    const lossless = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .webp({ lossless: true })
      .toBuffer();
    expect(() => vp8FrameOfWebp(lossless)).toThrow('no lossy VP8 frame');
  });
});

describe('the MP4 length', () => {
  const box = (type: string, body: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(body.length + 8);
    return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
  };
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1'));

  it('reads moov/mvhd in both versions, skipping a large mdat first', async () => {
    const v0 = Buffer.alloc(100);
    v0.writeUInt32BE(1000, 12);
    v0.writeUInt32BE(42_500, 16);
    const mdat = box('mdat', Buffer.alloc(50_000));
    const file = Buffer.concat([ftyp, mdat, box('moov', box('mvhd', v0))]);
    expect(await mp4DurationSeconds(readerOf(file), file.length)).toBe(42.5);

    const v1 = Buffer.alloc(112);
    v1[0] = 1;
    v1.writeUInt32BE(90_000, 20);
    v1.writeBigUInt64BE(BigInt(90_000 * 61), 24);
    const long = Buffer.concat([ftyp, box('moov', box('mvhd', v1))]);
    expect(await mp4DurationSeconds(readerOf(long), long.length)).toBe(61);
  });

  it('answers null without a moov, with a zero timescale or with broken box sizes', async () => {
    expect(await mp4DurationSeconds(readerOf(ftyp), ftyp.length)).toBeNull();
    const zero = Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100)))]);
    expect(await mp4DurationSeconds(readerOf(zero), zero.length)).toBeNull();
    const broken = Buffer.concat([ftyp, Buffer.from([0, 0, 0, 3]), Buffer.from('moov')]);
    expect(await mp4DurationSeconds(readerOf(broken), broken.length)).toBeNull();
  });
});
