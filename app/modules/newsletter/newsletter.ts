import { z } from 'zod';

/** One schema for the footer form, in the browser and on the server; messages are the spec's. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: 'Please input your Email Address!' })
    .trim()
    .min(1, 'Please input your Email Address!')
    .pipe(z.email('The input is not valid E-mail!')),
  locale: z.enum(['en', 'ar']).default('en'),
});
