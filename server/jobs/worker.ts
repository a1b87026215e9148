import type { FastifyInstance } from 'fastify';
import { notificationJobHandlers, scheduleDeadlineReminders } from '../notifications/service';
import { registrationJobHandlers } from '../registration/jobs';
import { webhookJobHandlers } from '../webhooks/service';
import type { JobWorker } from './job-worker';
import { type JobHandler, newWorkerId, runDueJobs } from './queue';

export function createJobWorker(app: FastifyInstance, workerId = newWorkerId()): JobWorker {
  const { ctx } = app;
  const handlers: Record<string, JobHandler> = {
    ...notificationJobHandlers(ctx),
    ...webhookJobHandlers(ctx),
    ...registrationJobHandlers(ctx),
  };
  let running: Promise<number> | null = null;
  let following: Promise<number> | null = null;
  const tick = (): Promise<number> => {
    // One tick at a time per server; other servers tick concurrently and the queue keeps them apart. A
    // tick under way may have read the queue before the caller's jobs were due (a job just queued, a
    // retry just made due), so the caller gets one more tick after it, shared by every caller meanwhile.
    if (running) {
      following ??= running
        .catch(() => 0)
        .then(() => {
          following = null;
          return tick();
        });
      return following;
    }
    running = (async () => {
      await scheduleDeadlineReminders(ctx.db);
      return runDueJobs(ctx.db, workerId, handlers, {
        onError: (job, error) =>
          app.log.warn({ err: error, job: job.key, attempt: job.attempts }, 'job failed'),
      });
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    tick,
    kick() {
      app.background.run('jobs', async () => {
        await tick();
      });
    },
  };
}

/** Polls for due jobs every JOBS_POLL_SECONDS (0 leaves polling to other servers or to tests). */
export function startJobPolling(app: FastifyInstance, worker: JobWorker): void {
  const seconds = app.ctx.config.JOBS_POLL_SECONDS;
  if (seconds <= 0) return;
  const timer = setInterval(() => {
    app.background.run('jobs', async () => {
      await worker.tick();
    });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
