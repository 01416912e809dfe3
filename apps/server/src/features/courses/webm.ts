/*
 * Just enough Matroska/WebM (EBML) to write a video track of VP8 keyframes and to read a clip's length back.
 *
 * Writing: EBML header, then a Segment of known size holding a SeekHead (pointing at Info, Tracks and Cues), Info
 * (millisecond timecodes and the Duration), Tracks (one V_VP8 track), Cues (one cue per cluster, so a player seeks
 * straight to any frame) and one Cluster per frame with a single keyframe SimpleBlock. Every frame being a
 * keyframe is what makes every position seekable without decoding from an earlier frame.
 */

const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
} as const;

function idBytes(id: number): Buffer {
  const bytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from(bytes);
}

/** An EBML size: the shortest variable-length integer that holds it (all-ones values are reserved). */
function sizeBytes(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const out = Buffer.alloc(length);
      let v = size;
      for (let i = length - 1; i >= 0; i--) {
        out[i] = v & 0xff;
        v = Math.floor(v / 256);
      }
      out[0]! |= 0x80 >> (length - 1);
      return out;
    }
  }
  throw new Error('EBML size too large');
}

function element(id: number, ...children: Buffer[]): Buffer {
  const data = Buffer.concat(children);
  return Buffer.concat([idBytes(id), sizeBytes(data.length), data]);
}

function uint(id: number, value: number, width?: number): Buffer {
  let length = width ?? 1;
  if (width === undefined) while (value >= 2 ** (8 * length)) length++;
  const data = Buffer.alloc(length);
  let v = value;
  for (let i = length - 1; i >= 0; i--) {
    data[i] = v & 0xff;
    v = Math.floor(v / 256);
  }
  return element(id, data);
}

function float(id: number, value: number): Buffer {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value);
  return element(id, data);
}

function string(id: number, value: string): Buffer {
  return element(id, Buffer.from(value, 'utf8'));
}

export interface WebmFrames {
  width: number;
  height: number;
  /** Frames per second; each frame lasts 1/fps. */
  fps: number;
  /** VP8 keyframes (what a lossy WebP's `VP8 ` chunk holds), in order. Equal frames may share one buffer. */
  frames: readonly Buffer[];
}

/** The raw VP8 frame inside a lossy WebP file (RIFF, WEBP, then a `VP8 ` chunk). */
export function vp8FrameOfWebp(webp: Buffer): Buffer {
  if (webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  let at = 12;
  while (at + 8 <= webp.length) {
    const fourcc = webp.toString('latin1', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (fourcc === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('the WebP holds no lossy VP8 frame (lossless or with alpha?)');
}

/** A complete, seekable WebM file of the frames. */
export function writeWebm({ width, height, fps, frames }: WebmFrames): Buffer {
  const frameMs = 1000 / fps;
  const header = element(
    ID.EBML,
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    string(ID.DocType, 'webm'),
    uint(ID.DocTypeVersion, 2),
    uint(ID.DocTypeReadVersion, 2),
  );
  const info = element(
    ID.Info,
    uint(ID.TimecodeScale, 1_000_000),
    float(ID.Duration, frames.length * frameMs),
    string(ID.MuxingApp, 'borderless-webm'),
    string(ID.WritingApp, 'borderless-webm'),
  );
  const tracks = element(
    ID.Tracks,
    element(
      ID.TrackEntry,
      uint(ID.TrackNumber, 1),
      uint(ID.TrackUID, 1),
      uint(ID.TrackType, 1),
      uint(ID.FlagLacing, 0),
      string(ID.CodecID, 'V_VP8'),
      uint(ID.DefaultDuration, Math.round(1e9 / fps)),
      element(ID.Video, uint(ID.PixelWidth, width), uint(ID.PixelHeight, height)),
    ),
  );
  const clusters = frames.map((frame, i) => {
    const timecode = Math.round(i * frameMs);
    // Track 1, relative time 0, keyframe flag.
    const block = Buffer.concat([Buffer.from([0x81, 0x00, 0x00, 0x80]), frame]);
    return {
      timecode,
      bytes: element(ID.Cluster, uint(ID.Timecode, timecode), element(ID.SimpleBlock, block)),
    };
  });
  // Positions are fixed-width (8 bytes), so the sizes of SeekHead and Cues do not depend on the positions.
  const seekHead = (positions: { info: number; tracks: number; cues: number }) =>
    element(
      ID.SeekHead,
      element(ID.Seek, element(ID.SeekID, idBytes(ID.Info)), uint(ID.SeekPosition, positions.info, 8)),
      element(ID.Seek, element(ID.SeekID, idBytes(ID.Tracks)), uint(ID.SeekPosition, positions.tracks, 8)),
      element(ID.Seek, element(ID.SeekID, idBytes(ID.Cues)), uint(ID.SeekPosition, positions.cues, 8)),
    );
  const cues = (positions: number[]) =>
    element(
      ID.Cues,
      ...clusters.map((c, i) =>
        element(
          ID.CuePoint,
          uint(ID.CueTime, c.timecode, 8),
          element(
            ID.CueTrackPositions,
            uint(ID.CueTrack, 1),
            uint(ID.CueClusterPosition, positions[i] ?? 0, 8),
          ),
        ),
      ),
    );
  const seekSize = seekHead({ info: 0, tracks: 0, cues: 0 }).length;
  const cuesSize = cues([]).length;
  const infoAt = seekSize;
  const tracksAt = infoAt + info.length;
  const cuesAt = tracksAt + tracks.length;
  let clusterAt = cuesAt + cuesSize;
  const clusterPositions = clusters.map((c) => {
    const at = clusterAt;
    clusterAt += c.bytes.length;
    return at;
  });
  const body = Buffer.concat([
    seekHead({ info: infoAt, tracks: tracksAt, cues: cuesAt }),
    info,
    tracks,
    cues(clusterPositions),
    ...clusters.map((c) => c.bytes),
  ]);
  return Buffer.concat([header, idBytes(ID.Segment), sizeBytes(body.length), body]);
}

/* ------------------------------------------------------------------------------------------------ reading */

/** Reads `length` bytes at `offset` (a range of a stored file). */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

function readVint(buffer: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = buffer[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  if (at + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buffer[at + i]!;
    if (buffer[at + i] !== 0xff) allOnes = false;
  }
  // An all-ones size means "unknown" (live streams): -1.
  return { value: !keepMarker && allOnes ? -1 : value, length };
}

const HEAD_BYTES = 64 * 1024;

/**
 * A WebM clip's length in seconds from its Info element (Duration × TimecodeScale), or null when it has none (a
 * browser recording written live) or is not WebM. Reads the first 64 KB only.
 */
export async function webmDurationSeconds(read: ReadAt, size: number): Promise<number | null> {
  const head = await read(0, Math.min(size, HEAD_BYTES));
  let at = 0;
  const next = () => {
    const id = readVint(head, at, true);
    if (!id) return null;
    const length = readVint(head, at + id.length, false);
    if (!length) return null;
    const start = at + id.length + length.length;
    return { id: id.value, start, size: length.value };
  };
  const ebml = next();
  if (!ebml || ebml.id !== ID.EBML || ebml.size < 0) return null;
  at = ebml.start + ebml.size;
  const segment = next();
  if (!segment || segment.id !== ID.Segment) return null;
  at = segment.start;
  while (at < head.length) {
    const child = next();
    if (!child) return null;
    if (child.id === ID.Info) {
      let scale = 1_000_000;
      let duration: number | null = null;
      const end = child.size < 0 ? head.length : Math.min(head.length, child.start + child.size);
      at = child.start;
      while (at < end) {
        const field = next();
        if (!field || field.size < 0) break;
        if (field.id === ID.TimecodeScale) {
          scale = 0;
          for (let i = 0; i < field.size; i++) scale = scale * 256 + head[field.start + i]!;
        } else if (field.id === ID.Duration) {
          if (field.size === 8) duration = head.readDoubleBE(field.start);
          else if (field.size === 4) duration = head.readFloatBE(field.start);
        }
        at = field.start + field.size;
      }
      if (duration === null || !Number.isFinite(duration) || duration <= 0) return null;
      return (duration * scale) / 1e9;
    }
    if (child.id === ID.Cluster || child.size < 0) return null;
    at = child.start + child.size;
  }
  return null;
}

/** An MP4's length in seconds from `moov/mvhd`, or null. Reads box headers only (skipping `mdat`). */
export async function mp4DurationSeconds(read: ReadAt, size: number): Promise<number | null> {
  const boxes = async (from: number, to: number, wanted: string) => {
    let at = from;
    while (at + 8 <= to) {
      const head = await read(at, Math.min(16, to - at));
      let boxSize = head.readUInt32BE(0);
      const type = head.toString('latin1', 4, 8);
      let headerSize = 8;
      if (boxSize === 1) {
        if (head.length < 16) return null;
        boxSize = Number(head.readBigUInt64BE(8));
        headerSize = 16;
      } else if (boxSize === 0) {
        boxSize = to - at;
      }
      if (boxSize < headerSize) return null;
      if (type === wanted) return { start: at + headerSize, end: Math.min(to, at + boxSize) };
      at += boxSize;
    }
    return null;
  };
  const moov = await boxes(0, size, 'moov');
  if (!moov) return null;
  const mvhd = await boxes(moov.start, moov.end, 'mvhd');
  if (!mvhd) return null;
  const body = await read(mvhd.start, Math.min(32, mvhd.end - mvhd.start));
  const version = body[0];
  let timescale: number;
  let duration: number;
  if (version === 1 && body.length >= 32) {
    timescale = body.readUInt32BE(20);
    duration = Number(body.readBigUInt64BE(24));
  } else if (version === 0 && body.length >= 20) {
    timescale = body.readUInt32BE(12);
    duration = body.readUInt32BE(16);
  } else {
    return null;
  }
  if (timescale === 0 || duration <= 0) return null;
  return duration / timescale;
}
