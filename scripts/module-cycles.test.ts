import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleOf } from './module-cycles';

const file = (module: string, name = 'a.ts') => `app/modules/${module}/${name}`;

describe('moduleCycles', () => {
  it('names a file’s module only under app/modules', () => {
    expect(moduleOf('app/modules/bookings/pricing/quote.ts')).toBe('bookings');
    expect(moduleOf('app/utils/money.ts')).toBeUndefined();
  });

  it('finds two modules that import each other, through any of their files', () => {
    const cycles = moduleCycles([
      { from: file('auth', 'mail.ts'), to: file('enquiries') },
      { from: file('enquiries', 'deep/form.ts'), to: file('auth', 'guards.ts') },
      { from: file('auth'), to: file('auth', 'other.ts') },
    ]);
    expect(cycles).toEqual([
      {
        modules: ['auth', 'enquiries'],
        imports: [
          { from: file('auth', 'mail.ts'), to: file('enquiries') },
          { from: file('enquiries', 'deep/form.ts'), to: file('auth', 'guards.ts') },
        ],
      },
    ]);
  });

  it('finds a loop through a third module, and none where imports run one way', () => {
    const loop = [
      { from: file('a'), to: file('b') },
      { from: file('b'), to: file('c') },
      { from: file('c'), to: file('a') },
    ];
    expect(moduleCycles(loop).map(({ modules }) => modules)).toEqual([['a', 'b', 'c']]);
    expect(moduleCycles(loop.slice(0, 2))).toEqual([]);
  });
});
