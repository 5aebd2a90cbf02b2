import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { pngImage } from '../../../tests/factories/images';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { auditEvents, blogPosts, blogTopics, settings, storedFiles } from '~/db/schema';
import * as adminBlogs from '~/routes/admin-blogs';
import * as blogForm from '~/routes/blog-form';
import { dubaiToday } from '~/utils/dubai-time';
import { findPublishedPost } from './blogs.server';
import { addDays } from '~/utils/form-rules';

const database = withTestDatabase();
const db = () => database.handle().db;
const today = dubaiToday();

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
function post(path: string, fields: Record<string, string | File>, cookie?: string, mode = 'navigate') {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'Sec-Fetch-Mode': mode, ...(cookie ? { Cookie: cookie } : {}) },
  });
}
const banner = (bytes: Buffer = pngImage(1200, 400), name = 'banner.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const body = {
  type: 'doc',
  blocks: [
    { type: 'heading', level: 2, text: 'Before you drive' },
    { type: 'paragraph', children: [{ text: 'Check the ' }, { text: 'tyres', bold: true }] },
  ],
};
const errors = (outcome: { body: unknown }) =>
  (outcome.body as { result: { error: Record<string, string[]> } }).result.error;

async function topic(title = `Driving tips ${Math.random()}`) {
  const [row] = await db()
    .insert(blogTopics)
    .values({ title: { en: title } })
    .returning({ id: blogTopics.id });
  return row.id;
}
const fields = async (change: Record<string, string | File> = {}) => ({
  topicId: String(await topic()),
  title: 'Driving in the rain',
  subTitle: 'Slow down, keep your distance',
  author: 'Oasis Rent A Car',
  slug: `driving-in-the-rain-${Math.floor(Math.random() * 1e6)}`,
  metaKeywords: 'rain, driving',
  metaDescription: 'How to drive safely in UAE rain.',
  publishDate: today,
  content: JSON.stringify(body),
  banner: banner(),
  ...change,
});

describe('publishing a blog post', () => {
  test('a content manager publishes: the post is at /blog/{slug}, the form starts afresh, the change is recorded', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const input = await fields();
    const outcome = await settle(() => blogForm.action(routeArgs(post('/blogs-form', input, cms.cookie))));
    expect(outcome).toMatchObject({ status: 302, location: '/blogs-form' });
    const published = await findPublishedPost(String(input.slug), today);
    expect(published).toMatchObject({
      title: { en: 'Driving in the rain' },
      subTitle: { en: 'Slow down, keep your distance' },
      content: { en: body },
      metaKeywords: { en: 'rain, driving' },
    });
    // A 1200 x 400 upload is resized to the 1350 x 450 the pages show.
    const [file] = await db()
      .select({
        purpose: storedFiles.purpose,
        width: storedFiles.width,
        height: storedFiles.height,
        contentType: storedFiles.contentType,
      })
      .from(storedFiles)
      .where(eq(storedFiles.id, published!.bannerFileId!));
    expect(file).toEqual({ purpose: 'blog-banner', width: 1350, height: 450, contentType: 'image/jpeg' });
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'blog'), eq(auditEvents.entityId, String(published!.id))));
    expect(audit).toMatchObject([{ action: 'created', actorId: cms.id }]);

    // The same slug again is refused at the slug.
    const second = { ...(await fields()), slug: String(input.slug) };
    const again = await settle(() => blogForm.action(routeArgs(post('/blogs-form', second, cms.cookie))));
    expect(again.status).toBe(400);
    expect(errors(again).slug).toEqual(['Another post already uses this slug.']);

    // Editing keeps the banner when none is chosen, and keeps its own slug.
    const id = String(published!.id);
    const edited = await settle(() =>
      blogForm.action(
        routeArgs(
          post(`/blogs-form/${id}`, { ...input, title: 'Driving in heavy rain', banner: new File([], '') }, cms.cookie),
          { id },
        ),
      ),
    );
    expect(edited).toMatchObject({ status: 302, location: `/blogs-form/${id}` });
    const [after] = await db().select().from(blogPosts).where(eq(blogPosts.id, published!.id));
    expect(after).toMatchObject({ title: { en: 'Driving in heavy rain' }, bannerFileId: published!.bannerFileId });
    const page = await settle(() => blogForm.loader(routeArgs(get(`/blogs-form/${id}`, cms.cookie), { id })));
    expect((page.body as { history: { action: string }[] }).history.map((entry) => entry.action)).toEqual([
      'updated',
      'created',
    ]);

    const list = await settle(() => adminBlogs.loader(routeArgs(get('/admin/blogs', cms.cookie))));
    expect((list.body as { posts: { id: number; status: string }[] }).posts).toContainEqual(
      expect.objectContaining({ id: published!.id, status: 'published' }),
    );
  });

  test('without JavaScript the body arrives as text and is stored as the structured document', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const input = await fields({ content: '', body: '# Fuel\n\nFill up **before** returning.\n\n- Keep the receipt' });
    expect((await settle(() => blogForm.action(routeArgs(post('/blogs-form', input, cms.cookie))))).status).toBe(302);
    const [row] = await db()
      .select({ content: blogPosts.content })
      .from(blogPosts)
      .where(eq(blogPosts.slug, String(input.slug)));
    expect(row.content.en).toEqual({
      type: 'doc',
      blocks: [
        { type: 'heading', level: 2, text: 'Fuel' },
        {
          type: 'paragraph',
          children: [{ text: 'Fill up ' }, { text: 'before', bold: true }, { text: ' returning.' }],
        },
        { type: 'list', ordered: false, items: [[{ text: 'Keep the receipt' }]] },
      ],
    });
  });

  test('a post saved in English and Arabic loads back into both columns, and the list no longer marks it', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const arabicBody = {
      type: 'doc',
      blocks: [
        { type: 'heading', level: 2, text: 'قبل أن تنطلق' },
        { type: 'paragraph', children: [{ text: 'اقرأ ' }, { text: 'الأسئلة الشائعة', href: '/faq' }] },
      ],
    };
    const input = await fields({
      titleAr: 'القيادة تحت المطر',
      subTitleAr: 'تمهّل وحافظ على المسافة',
      authorAr: 'الواحة لتأجير السيارات',
      bannerAlt: 'A wet road',
      bannerAltAr: 'طريق مبلل',
      metaDescriptionAr: 'كيف تقود بأمان تحت المطر في الإمارات.',
      metaKeywordsAr: 'مطر، قيادة',
      contentAr: JSON.stringify(arabicBody),
    });
    expect((await settle(() => blogForm.action(routeArgs(post('/blogs-form', input, cms.cookie))))).status).toBe(302);
    const published = await findPublishedPost(String(input.slug), today);
    expect(published).toMatchObject({
      title: { en: 'Driving in the rain', ar: 'القيادة تحت المطر' },
      subTitle: { en: 'Slow down, keep your distance', ar: 'تمهّل وحافظ على المسافة' },
      author: { en: 'Oasis Rent A Car', ar: 'الواحة لتأجير السيارات' },
      bannerAlt: { en: 'A wet road', ar: 'طريق مبلل' },
      metaKeywords: { en: 'rain, driving', ar: 'مطر، قيادة' },
      content: { en: body, ar: arabicBody },
    });
    const id = String(published!.id);
    const form = (await settle(() => blogForm.loader(routeArgs(get(`/blogs-form/${id}`, cms.cookie), { id }))))
      .body as {
      values: Record<string, string>;
      blocks: { en: unknown[]; ar: unknown[] };
      text: { en: string; ar: string };
    };
    expect(form.values).toMatchObject({
      title: 'Driving in the rain',
      titleAr: 'القيادة تحت المطر',
      subTitleAr: 'تمهّل وحافظ على المسافة',
      bannerAltAr: 'طريق مبلل',
      metaDescriptionAr: 'كيف تقود بأمان تحت المطر في الإمارات.',
    });
    expect(form.blocks.ar).toHaveLength(2);
    expect(form.text.ar).toBe('# قبل أن تنطلق\n\nاقرأ [الأسئلة الشائعة](/faq)');

    const list = await settle(() => adminBlogs.loader(routeArgs(get('/admin/blogs', cms.cookie))));
    expect((list.body as { posts: { id: number; arabicMissing: boolean }[] }).posts).toContainEqual(
      expect.objectContaining({ id: published!.id, arabicMissing: false }),
    );

    // Emptying the Arabic body on an edit leaves the English post, marked as missing its Arabic again.
    const edited = { ...input, contentAr: JSON.stringify({ type: 'doc', blocks: [] }), banner: new File([], '') };
    expect(
      (await settle(() => blogForm.action(routeArgs(post(`/blogs-form/${id}`, edited, cms.cookie), { id })))).status,
    ).toBe(302);
    const [after] = await db()
      .select({ content: blogPosts.content })
      .from(blogPosts)
      .where(eq(blogPosts.id, Number(id)));
    expect(after.content).toEqual({ en: body });
    const again = await settle(() => adminBlogs.loader(routeArgs(get('/admin/blogs', cms.cookie))));
    expect((again.body as { posts: { id: number; arabicMissing: boolean }[] }).posts).toContainEqual(
      expect.objectContaining({ id: published!.id, arabicMissing: true }),
    );
  });

  test('markup smuggled into the document is dropped, never stored', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const sneaky = {
      type: 'doc',
      blocks: [
        { type: 'html', html: '<script>x</script>' },
        { type: 'paragraph', children: [{ text: 'Hi', href: 'javascript:alert(1)', onclick: 'x' }] },
      ],
    };
    const input = await fields({
      content: JSON.stringify(sneaky),
      titleAr: 'مرحباً',
      contentAr: JSON.stringify(sneaky),
    });
    expect((await settle(() => blogForm.action(routeArgs(post('/blogs-form', input, cms.cookie))))).status).toBe(302);
    const [row] = await db()
      .select({ content: blogPosts.content })
      .from(blogPosts)
      .where(eq(blogPosts.slug, String(input.slug)));
    const clean = { type: 'doc', blocks: [{ type: 'paragraph', children: [{ text: 'Hi' }] }] };
    expect(row.content).toEqual({ en: clean, ar: clean });
  });

  test.each([
    [
      'a publish date two days ago',
      { publishDate: addDays(dubaiToday(), -2) },
      'publishDate',
      'The publish date cannot be earlier than yesterday.',
    ],
    ['no banner', { banner: new File([], '') }, 'banner', 'Please upload banner image'],
    [
      'a text file called .png',
      { banner: banner(Buffer.from('plain text pretending')) },
      'banner',
      'banner.png is not a png or jpg file',
    ],
    ['no topic', { topicId: '' }, 'topicId', 'Please select blog Topic!'],
    ['a topic that does not exist', { topicId: '999999' }, 'topicId', 'Please select blog Topic!'],
    ['no title', { title: '' }, 'title', 'Please input blog title!'],
    ['no author', { author: '' }, 'author', 'Please input blog author!'],
    ['no slug', { slug: '' }, 'slug', 'Please input blog slug!'],
  ])('given %s, should refuse with the message at the field', async (_, change, field, message) => {
    const cms = await createAccount({ roles: ['cms'] });
    const before = await db().$count(blogPosts);
    const outcome = await settle(async () =>
      blogForm.action(routeArgs(post('/blogs-form', await fields(change), cms.cookie))),
    );
    expect(outcome.status).toBe(400);
    expect(errors(outcome)[field]).toEqual([message]);
    expect(await db().$count(blogPosts)).toBe(before);
  });
});

describe('topics, images and defaults', () => {
  test('a topic is added in place once; the same title again is refused', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const added = await settle(() =>
      blogForm.action(
        routeArgs(post('/blogs-form', { intent: 'add-topic', topicTitle: 'Road trips' }, cms.cookie, 'cors')),
      ),
    );
    expect(added.body).toMatchObject({ topic: { title: { en: 'Road trips' } } });
    const again = await settle(() =>
      blogForm.action(
        routeArgs(post('/blogs-form', { intent: 'add-topic', topicTitle: 'road TRIPS' }, cms.cookie, 'cors')),
      ),
    );
    expect(again).toMatchObject({ status: 400, body: { topicError: 'This topic already exists.' } });
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.entity, 'blog_topic'));
    expect(audit).toHaveLength(1);
  });

  test("a new post's author is the company's rental name, its date today", async () => {
    const cms = await createAccount({ roles: ['cms'] });
    await db().insert(settings).values({ key: 'companyTradeName', value: 'Oasis Rent A Car' }).onConflictDoNothing();
    const page = await settle(() => blogForm.loader(routeArgs(get('/blogs-form', cms.cookie))));
    expect((page.body as { values: Record<string, string> }).values).toEqual({
      author: 'Oasis Rent A Car',
      authorAr: 'الواحة لتأجير السيارات',
      publishDate: today,
    });
  });

  test('without JavaScript, adding a topic returns the post as typed with the new topic chosen', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const typed = {
      ...(await fields()),
      topicId: '',
      body: 'My draft body',
      intent: 'add-topic',
      topicTitle: 'Desert drives',
    };
    const postsBefore = await db().$count(blogPosts);
    const outcome = await settle(() => blogForm.action(routeArgs(post('/blogs-form', typed, cms.cookie))));
    const [added] = await db()
      .select({ id: blogTopics.id })
      .from(blogTopics)
      .where(sql`${blogTopics.title}->>'en' = 'Desert drives'`);
    expect(outcome).toMatchObject({
      status: 200,
      body: {
        topic: { id: added.id, title: { en: 'Desert drives' } },
        result: {
          initialValue: {
            topicId: String(added.id),
            title: 'Driving in the rain',
            slug: typed.slug,
            body: 'My draft body',
          },
        },
      },
    });
    expect(await db().$count(blogPosts)).toBe(postsBefore);

    const refused = await settle(() =>
      blogForm.action(routeArgs(post('/blogs-form', { ...typed, topicTitle: '' }, cms.cookie))),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        topicError: 'Please input the topic title!',
        result: { initialValue: { title: 'Driving in the rain', body: 'My draft body' } },
      },
    });
  });
});

describe('blog topics', () => {
  const act = (fields: Record<string, string>, cookie: string) =>
    settle(() => adminBlogs.action(routeArgs(post('/admin/blogs', fields, cookie))));
  const titleOf = async (id: number) =>
    (await db().select({ title: blogTopics.title }).from(blogTopics).where(eq(blogTopics.id, id)))[0]?.title;

  test('a topic is renamed for every post under it; a taken or empty title is refused with what was typed', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const input = await fields();
    await settle(() => blogForm.action(routeArgs(post('/blogs-form', input, cms.cookie))));
    const id = Number(input.topicId);
    const other = await topic('Road trips of the test');

    expect(
      await act({ intent: 'rename-topic', topicId: String(id), title: '  Rainy days  ' }, cms.cookie),
    ).toMatchObject({ status: 302, location: '/admin/blogs#topics' });
    expect(await titleOf(id)).toEqual({ en: 'Rainy days' });
    expect((await findPublishedPost(input.slug as string, today))?.topic).toEqual({ en: 'Rainy days' });

    const taken = await act(
      { intent: 'rename-topic', topicId: String(id), title: 'ROAD TRIPS OF THE TEST' },
      cms.cookie,
    );
    expect(taken).toMatchObject({
      status: 400,
      body: { topicId: id, title: 'ROAD TRIPS OF THE TEST', error: 'This topic already exists.' },
    });
    expect((await act({ intent: 'rename-topic', topicId: String(id), title: ' ' }, cms.cookie)).status).toBe(400);
    expect(await titleOf(id)).toEqual({ en: 'Rainy days' });
    expect(await titleOf(other)).toEqual({ en: 'Road trips of the test' });

    // The Arabic name is added beside the English one; Arabic pages show it.
    expect(
      (
        await act(
          { intent: 'rename-topic', topicId: String(id), title: 'Rainy days', titleAr: ' أيام المطر ' },
          cms.cookie,
        )
      ).status,
    ).toBe(302);
    expect(await titleOf(id)).toEqual({ en: 'Rainy days', ar: 'أيام المطر' });
    const audit = await db()
      .select({ action: auditEvents.action, changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'blog_topic'), eq(auditEvents.entityId, String(id))));
    expect(audit).toContainEqual({
      action: 'updated',
      changes: { title: { from: expect.any(Object), to: { en: 'Rainy days' } } },
    });
  });

  test('a topic in use is kept; an unused one is removed; customers may not touch topics', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const input = await fields();
    await settle(() => blogForm.action(routeArgs(post('/blogs-form', input, cms.cookie))));
    const used = Number(input.topicId);
    const unused = await topic('Nobody writes here');
    expect((await act({ intent: 'remove-topic', topicId: String(used) }, cms.cookie)).status).toBe(302);
    expect(await titleOf(used)).toBeDefined();
    expect((await act({ intent: 'remove-topic', topicId: String(unused) }, cms.cookie)).status).toBe(302);
    expect(await titleOf(unused)).toBeUndefined();
    const customer = await createAccount({ roles: ['customer'] });
    expect((await act({ intent: 'remove-topic', topicId: String(used) }, customer.cookie)).status).toBe(403);
    const page = await settle(() => adminBlogs.loader(routeArgs(get('/admin/blogs', cms.cookie))));
    expect((page.body as { topics: { id: number; posts: number }[] }).topics).toContainEqual(
      expect.objectContaining({ id: used, posts: 1 }),
    );
  });
});
