import type { AppContext } from '../context';
import type { Mailer, MailMessage } from '../mail/mailer';

export type ImportCtx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

class DryRunRollback extends Error {}

/**
 * Runs an import in one transaction, through the same code whether it is a dry run or not: a dry run is
 * rolled back at the end, so it reports exactly what the real run would create. Mail written by the
 * import (invitations) is held until the transaction commits and handed to `deliver`; a dry run or a
 * failed run mails nobody.
 */
export async function inImportTransaction<T>(
  ctx: ImportCtx,
  dryRun: boolean,
  work: (ctx: ImportCtx) => Promise<T>,
  deliver: (mails: MailMessage[]) => void,
): Promise<T> {
  const held: MailMessage[] = [];
  const mailer: Mailer = {
    kind: ctx.mailer.kind,
    async send(message) {
      held.push(message);
    },
  };
  let result: T | undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      result = await work({ ...ctx, db: tx, mailer });
      if (dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  if (!dryRun && held.length) deliver(held);
  return result as T;
}
