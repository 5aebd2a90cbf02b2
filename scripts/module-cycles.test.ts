import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleOf } from './module-cycles';

const file = (module: string, name = 'a.ts') => `app/modules/${module}/${name}`;

describe('moduleCycles', () => {
  it('names a file’s module only under app/modules', () => {
    expect(moduleOf('app/modules/bookings/pricing/quote.ts')).toBe('bookings/pricing');
    expect(moduleOf('app/modules/bookings/booking-states.ts')).toBe('bookings');
    expect(moduleOf('app/utils/money.ts')).toBeUndefined();
  });

  it('finds two folders that import each other, through any of their files', () => {
    const cycles = moduleCycles([
      { from: file('auth', 'mail.ts'), to: file('enquiries', 'deep/b.ts') },
      { from: file('enquiries', 'deep/form.ts'), to: file('auth', 'guards.ts') },
      { from: file('auth'), to: file('auth', 'other.ts') },
    ]);
    expect(cycles).toEqual([
      {
        modules: ['auth', 'enquiries/deep'],
        imports: [
          { from: file('auth', 'mail.ts'), to: file('enquiries', 'deep/b.ts') },
          { from: file('enquiries', 'deep/form.ts'), to: file('auth', 'guards.ts') },
        ],
      },
    ]);
  });

  it('takes a sub-folder on its own: fleet may use bookings/states while bookings uses fleet', () => {
    const layered = [
      { from: file('bookings', 'availability-user.ts'), to: file('fleet') },
      { from: file('fleet'), to: file('bookings', 'states/booking-states.ts') },
      { from: file('bookings'), to: file('bookings', 'states/booking-states.ts') },
    ];
    expect(moduleCycles(layered)).toEqual([]);
    // ... but not when the sub-folder reaches back.
    const back = [...layered, { from: file('bookings', 'states/booking-states.ts'), to: file('fleet', 'b.ts') }];
    expect(moduleCycles(back).map(({ modules }) => modules)).toEqual([['bookings/states', 'fleet']]);
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
