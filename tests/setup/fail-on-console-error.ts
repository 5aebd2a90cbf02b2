import { afterEach, beforeEach, vi } from 'vitest';
import { logger } from '~/modules/config/logger.server';

// A test that makes the code log an error has found a problem, even if its assertions pass.
const errors: unknown[][] = [];
const keep = (...args: unknown[]) => {
  errors.push(args);
};
vi.spyOn(console, 'error').mockImplementation(keep);
// The logger reads the settings, so it is made once the test file's own setup has run.
let watchingLogger = false;
beforeEach(() => {
  if (watchingLogger) return;
  vi.spyOn(logger(), 'error').mockImplementation(keep as never);
  watchingLogger = true;
});

afterEach(() => {
  if (errors.length) {
    const logged = errors
      .splice(0)
      .map((args) =>
        args.map((arg) => (arg instanceof Object && 'err' in arg ? String(arg.err) : String(arg))).join(' '),
      );
    throw new Error(`an error was logged:\n${logged.join('\n')}`);
  }
});
