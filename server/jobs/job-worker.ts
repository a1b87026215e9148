/** What the rest of the server sees of the background job worker (kept apart from the job handlers). */
export interface JobWorker {
  /** Queues what is due to be scheduled, then runs every due job; returns how many jobs ran. */
  tick(): Promise<number>;
  /** Runs a tick after the answer is sent (e.g. an announcement goes out now, not at the next poll). */
  kick(): void;
}
