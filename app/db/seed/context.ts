import type { Database } from '../client.server';

/** What every part of the seed receives: the open transaction and the day it runs for. */
export type SeedContext = {
  tx: Database;
  /** The current moment (from options.today, or now). */
  now: Date;
  /** Today's date in Asia/Dubai, 'YYYY-MM-DD'. */
  today: string;
};
