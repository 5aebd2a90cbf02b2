import { describe, expect, test } from 'vitest';
import { isolateLtr, isolateNumbers } from './isolate';

describe('phone numbers in Arabic text', () => {
  test('each number of several digit groups is isolated, so it reads left to right', () => {
    expect(isolateNumbers('اتصل بخدمة المساعدة على الطريق 800 76237 الآن', 'ar')).toBe(
      'اتصل بخدمة المساعدة على الطريق \u2066800 76237\u2069 الآن',
    );
    expect(isolateNumbers('واتساب +971 56 587 0040 أو 600-587004', 'ar')).toBe(
      'واتساب \u2066+971 56 587 0040\u2069 أو \u2066600-587004\u2069',
    );
  });

  test('a single group, an isolated value and English text are left as they are', () => {
    expect(isolateNumbers('رسوم بنسبة 20% لمدة 9 أشهر', 'ar')).toBe('رسوم بنسبة 20% لمدة 9 أشهر');
    const filled = `اتصل على ${isolateLtr('600 587004', 'ar')} الآن`;
    expect(isolateNumbers(filled, 'ar')).toBe(filled);
    expect(isolateNumbers('Call 800 76237 now', 'en')).toBe('Call 800 76237 now');
  });
});
