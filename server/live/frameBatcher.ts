// The live streams' writes, together. A change goes to thousands of streams; a burst of changes
// would be a write (a system call) per change per stream — 800,000 a second for 100 changes a
// second to 8,000 streams — on the thread that also serves the requests. Each stream keeps what it
// has to send; the batcher sends every waiting stream's text in one write each, at once when the
// last round is older than GAP_MS (a lone change is not delayed), else when it is: at most
// 1000 / GAP_MS rounds a second, whatever the rate of changes. A round yields to the requests
// every CHUNK streams. The gap: at 200 ms two instances on PostgreSQL delivering a burst to 5,000
// streams each spent half their time in the sockets' writes (each a trip through the kernel's
// loopback to the reader) and fell 12 s behind; at 500 ms, 2 s (docs/PERFORMANCE.md).
const GAP_MS = 500;
const CHUNK = 1_000;

export class FrameBatcher {
  private readonly waiting = new Set<() => void>();
  private scheduled = false;
  private last = 0;

  /** `send` writes the stream's waiting text; called once in the next round. */
  mark(send: () => void): void {
    this.waiting.add(send);
    if (!this.scheduled) this.schedule();
  }

  private schedule(): void {
    this.scheduled = true;
    const wait = this.last + GAP_MS - Date.now();
    if (wait > 0) setTimeout(() => this.round(), wait).unref();
    else setImmediate(() => this.round());
  }

  private round(): void {
    this.last = Date.now();
    const sends = [...this.waiting];
    this.waiting.clear();
    const part = (from: number) => {
      for (const send of sends.slice(from, from + CHUNK)) send();
      if (from + CHUNK < sends.length) setImmediate(() => part(from + CHUNK));
      else {
        this.scheduled = false;
        // marked meanwhile: the next round, GAP_MS after this one began
        if (this.waiting.size) this.schedule();
      }
    };
    part(0);
  }
}

/** One for the process: its streams' rounds are shared, whichever app instance they belong to. */
export const frameBatcher = new FrameBatcher();
