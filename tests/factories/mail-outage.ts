import type * as outbox from '../../app/modules/notify/outbox.server';

/** Switch `on` to make writing any mail to the outbox fail; each spec switches it off again after a test. */
export const mailOutage = { on: false };

/**
 * The outbox module with its sender behind `mailOutage`: mail goes through the real outbox until
 * the outage is on. For `vi.mock('~/modules/notify/outbox.server', ...)`, whose factory must
 * import this file itself (a mock factory runs before the spec's own imports).
 */
export async function outboxWithOutage(importOriginal: () => Promise<typeof outbox>): Promise<typeof outbox> {
  const actual = await importOriginal();
  return {
    ...actual,
    sendMail: async (...args: Parameters<typeof actual.sendMail>) => {
      if (mailOutage.on) throw new Error('the outbox could not be written');
      return actual.sendMail(...args);
    },
  };
}
