/** The upload goes through XMLHttpRequest (for its progress): this one answers as told. */
export class FakeXhr {
  static sent: Array<{ url: string; body: FormData; headers: Record<string, string> }> = [];
  static answer: { status: number; body: unknown } = { status: 200, body: {} };
  upload = { onprogress: null as ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  responseType = '';
  withCredentials = false;
  status = 0;
  // A string, not the Blob asked for: the test's Response (Node's) does not read jsdom's Blob.
  response: string | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, body, headers: this.headers });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
    setTimeout(() => {
      this.status = FakeXhr.answer.status;
      this.response = JSON.stringify(FakeXhr.answer.body);
      this.onload?.();
    }, 0);
  }
}
