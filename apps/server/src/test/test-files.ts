import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';
import type { TestClient } from './harness.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '@talent/contract/http';

/* Tiny but real files, built byte by byte, for upload tests. */

export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** An EBML header whose DocType says webm, then an empty segment of unknown size. */
export function tinyWebm(): Buffer {
  const docType = Buffer.from('webm');
  const header = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01]), // EBMLVersion 1
    Buffer.from([0x42, 0xf7, 0x81, 0x01]), // EBMLReadVersion 1
    Buffer.from([0x42, 0x82, 0x80 | docType.length]),
    docType,
    Buffer.from([0x42, 0x87, 0x81, 0x04]), // DocTypeVersion 4
    Buffer.from([0x42, 0x85, 0x81, 0x02]), // DocTypeReadVersion 2
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]),
    header,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  ]);
}

export function tinyMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41'),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(ftyp.length + 4);
  return Buffer.concat([size, ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from('free')]);
}

export function tinyPng(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
    Buffer.from('0000000049454e44ae426082', 'hex'),
  ]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A stored (uncompressed) zip of `entries`. */
export function zip(entries: Array<[name: string, content: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const DOCX_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

export function tinyDocx(withDocument = true): Buffer {
  return zip([
    ['[Content_Types].xml', DOCX_CONTENT_TYPES],
    ...(withDocument
      ? ([['word/document.xml', '<w:document xmlns:w="urn:x"><w:body/></w:document>']] as Array<
          [string, string]
        >)
      : []),
  ]);
}

export interface UploadFile {
  filename: string;
  content: Buffer;
  type?: string;
}

/** A multipart body: the fields in order, then the file (as a browser's FormData sends it). */
export function multipartBody(fields: Array<[string, string]>, file?: UploadFile) {
  const boundary = `----talent${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /talent/api/files as the client's browser would (cookies, X-XSRF-TOKEN). */
export async function upload(
  app: App,
  client: TestClient,
  fields: Array<[string, string]>,
  file?: UploadFile,
  options: { headers?: Record<string, string>; payload?: Buffer } = {},
): Promise<LightMyRequestResponse> {
  const body = multipartBody(fields, file);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': body.contentType,
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    ...options.headers,
  };
  const xsrf = client.cookies.get(XSRF_COOKIE);
  const header = XSRF_HEADER.toLowerCase();
  if (xsrf && !(header in headers)) headers[header] = xsrf;
  return app.inject({
    method: 'POST',
    url: '/talent/api/files',
    headers,
    payload: options.payload ?? body.payload,
  });
}

/** A JPEG's start of image and JFIF header (enough for a type check by the bytes). */
export function tinyJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.alloc(64, 0x20),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A RIFF/WEBP container with an empty lossy frame header. */
export function tinyWebp(): Buffer {
  const body = Buffer.concat([Buffer.from('WEBPVP8 '), Buffer.from([10, 0, 0, 0]), Buffer.alloc(10)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
}

/** The start of a 64-bit Linux executable: what a ".pdf" that is really a program looks like. */
export function tinyElf(): Buffer {
  return Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
    Buffer.alloc(8),
    Buffer.from([0x02, 0x00, 0x3e, 0x00, 0x01, 0x00, 0x00, 0x00]),
    Buffer.alloc(200),
  ]);
}

export function tinySvg(): Buffer {
  return Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
}
