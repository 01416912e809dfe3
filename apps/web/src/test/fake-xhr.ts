type Progress = { lengthComputable: boolean; loaded: number; total: number };

/**
 * The browser's XMLHttpRequest, faked only as far as lib/upload-transport.ts uses it: each send is recorded and answered
 * by the next scripted answer (a status and body, a network failure, or nothing: the test answers it itself).
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static answers: (((xhr: FakeXhr) => void) | null)[] = [];
  static reset() {
    FakeXhr.sent = [];
    FakeXhr.answers = [];
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((event: Progress) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift();
    if (answer) setTimeout(() => answer(this), 0);
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** A scripted answer: this status and JSON body. */
export const answer = (status: number, body: unknown) => (xhr: FakeXhr) => xhr.respond(status, body);
