import { mayDo } from '~/modules/auth/permissions';
import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { blogPosts, blogTopics } from '~/db/schema';
import * as blogPage from '~/routes/blog';
import * as blogList from '~/routes/blogs';
import { dubaiToday } from '~/utils/dubai-time';
import { listPublishedPosts } from './blogs.server';

const database = withTestDatabase();
const db = () => database.handle().db;

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

let topicId = 0;
async function addPost(slug: string, values: Partial<typeof blogPosts.$inferInsert> = {}) {
  if (!topicId)
    [{ id: topicId }] = await db()
      .insert(blogTopics)
      .values({ title: { en: 'Driving in the UAE', ar: 'القيادة في الإمارات' } })
      .returning({ id: blogTopics.id });
  const [row] = await db()
    .insert(blogPosts)
    .values({
      slug,
      topicId,
      title: { en: `Post ${slug}` },
      author: { en: 'Oasis Rent A Car' },
      content: { en: { type: 'doc', blocks: [{ type: 'paragraph', children: [{ text: `Body of ${slug}` }] }] } },
      publishDate: dubaiToday(),
      ...values,
    })
    .returning({ id: blogPosts.id });
  return row.id;
}

type ListData = { posts: Array<{ slug: string }>; page: number; pages: number };

describe('the blog list and page', () => {
  test('with nothing published, /blogs answers the 404 page; a scheduled or hidden post does not count', async () => {
    expect((await settle(() => blogList.loader(routeArgs(get('/blogs'))))).status).toBe(404);
    await addPost('tomorrow', { publishDate: addDays(dubaiToday(), 1) });
    await addPost('hidden', { active: false, publishDate: addDays(dubaiToday(), -3) });
    expect((await settle(() => blogList.loader(routeArgs(get('/blogs'))))).status).toBe(404);
    expect((await settle(() => blogPage.loader(routeArgs(get('/blog/tomorrow'), { slug: 'tomorrow' })))).status).toBe(
      404,
    );
    expect((await settle(() => blogPage.loader(routeArgs(get('/blog/hidden'), { slug: 'hidden' })))).status).toBe(404);
  });

  test("'today' is the UAE's date: 21:00 UTC on 1 March is already 2 March in Dubai", async () => {
    expect(dubaiToday(new Date('2099-03-01T21:00:00Z'))).toBe('2099-03-02');
    await addPost('dubai-day', { publishDate: '2099-03-02' });
    const before = await listPublishedPosts(dubaiToday(new Date('2099-03-01T19:59:00Z')), 1, 50);
    const after = await listPublishedPosts(dubaiToday(new Date('2099-03-01T20:00:00Z')), 1, 50);
    expect(before.posts.map((post) => post.slug)).not.toContain('dubai-day');
    expect(after.posts.map((post) => post.slug)).toContain('dubai-day');
  });

  test('lists published posts newest first, six to a page, and a page past the end is 404', async () => {
    const today = dubaiToday();
    for (let n = 1; n <= 7; n++) await addPost(`older-${n}`, { publishDate: addDays(today, -10 - n) });
    await addPost('today', { publishDate: today });
    const first = (await settle(() => blogList.loader(routeArgs(get('/blogs'))))).body as ListData;
    expect(first.posts.map((post) => post.slug)).toEqual([
      'today',
      'older-1',
      'older-2',
      'older-3',
      'older-4',
      'older-5',
    ]);
    expect(first.pages).toBe(2);
    const second = (await settle(() => blogList.loader(routeArgs(get('/blogs?page=2'))))).body as ListData;
    expect(second.posts.map((post) => post.slug)).toEqual(['older-6', 'older-7']);
    expect((await settle(() => blogList.loader(routeArgs(get('/blogs?page=3'))))).status).toBe(404);
    expect(((await settle(() => blogList.loader(routeArgs(get('/blogs?page=abc'))))).body as ListData).page).toBe(1);
  });

  test('a post shows its fields, the same for everyone; only cms and owner may edit it from the page', async () => {
    const id = await addPost('salik', {
      subTitle: { en: 'Tolls' },
      metaDescription: { en: 'About Salik' },
      metaKeywords: { en: 'Salik, tolls' },
      publishDate: addDays(dubaiToday(), -1),
    });
    const read = async (cookie?: string) =>
      (await settle(() => blogPage.loader(routeArgs(get('/blog/salik', cookie), { slug: 'salik' })))).body as Record<
        string,
        unknown
      >;
    const visitor = await read();
    expect(visitor).toMatchObject({
      id,
      title: { text: 'Post salik', lang: 'en' },
      subTitle: { text: 'Tolls', lang: 'en' },
      author: { text: 'Oasis Rent A Car', lang: 'en' },
      topic: { text: 'Driving in the UAE', lang: 'en' },
      metaDescription: 'About Salik',
      metaKeywords: 'Salik, tolls',
    });
    expect(visitor.body).toEqual({
      lang: 'en',
      blocks: [
        { type: 'paragraph', children: [{ text: 'Body of salik', bold: false, italic: false, href: undefined }] },
      ],
    });
    // A shared page (decision 085): the Edit link follows the frame's roles in the browser, never the loader.
    for (const roles of [['customer'], ['admin'], ['cms'], ['owner']] as const)
      expect(await read((await createAccount({ roles: [...roles] })).cookie)).toEqual(visitor);
    expect([['customer'], ['admin'], ['cms'], ['owner']].map((roles) => mayDo(roles, 'editPublishedContent'))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  test('an Arabic page shows the Arabic of each text, English only where the Arabic is missing, and links to Arabic pages', async () => {
    const paragraph = (text: string, href?: string) => ({
      type: 'paragraph',
      children: [{ text }, ...(href ? [{ text: 'FAQ', href }] : [])],
    });
    await addPost('bilingual', {
      title: { en: 'Fuel policy', ar: 'سياسة الوقود' },
      subTitle: { en: 'Full to full' },
      author: { en: 'Oasis Rent A Car', ar: 'الواحة لتأجير السيارات' },
      bannerAlt: { en: 'A fuel pump', ar: 'مضخة وقود' },
      content: {
        en: { type: 'doc', blocks: [paragraph('Return it full. ', '/faq')] },
        ar: {
          type: 'doc',
          blocks: [paragraph('أعدها ممتلئة. ', '/faq'), paragraph('Site: ', 'https://example.com/x')],
        },
      },
    });
    const arabic = (await settle(() => blogPage.loader(routeArgs(get('/ar/blog/bilingual'), { slug: 'bilingual' }))))
      .body as Record<string, unknown>;
    expect(arabic).toMatchObject({
      title: { text: 'سياسة الوقود', lang: 'ar' },
      subTitle: { text: 'Full to full', lang: 'en' },
      author: { text: 'الواحة لتأجير السيارات', lang: 'ar' },
      topic: { text: 'القيادة في الإمارات', lang: 'ar' },
      bannerAlt: { text: 'مضخة وقود', lang: 'ar' },
      body: { lang: 'ar' },
    });
    const hrefs = (arabic.body as { blocks: { children: { href?: string }[] }[] }).blocks.map(
      (block) => block.children[1].href,
    );
    expect(hrefs).toEqual(['/ar/faq', 'https://example.com/x']);

    const english = (await settle(() => blogPage.loader(routeArgs(get('/blog/bilingual'), { slug: 'bilingual' }))))
      .body as { title: unknown; body: { lang: string; blocks: { children: { href?: string }[] }[] } };
    expect(english.title).toEqual({ text: 'Fuel policy', lang: 'en' });
    expect(english.body.blocks[0].children[1].href).toBe('/faq');

    // A post with no Arabic body reads its English body on the Arabic page, its links still to Arabic pages.
    await addPost('english-only', {
      content: { en: { type: 'doc', blocks: [paragraph('Only English. ', '/faq')] } },
    });
    const fallback = (
      await settle(() => blogPage.loader(routeArgs(get('/ar/blog/english-only'), { slug: 'english-only' })))
    ).body as { body: { lang: string; blocks: { children: { href?: string }[] }[] } };
    expect(fallback.body.lang).toBe('en');
    expect(fallback.body.blocks[0].children[1].href).toBe('/ar/faq');

    const list = (await settle(() => blogList.loader(routeArgs(get('/ar/blogs'))))).body as {
      posts: { slug: string; title: { text: string } }[];
    };
    expect(list.posts.find((post) => post.slug === 'bilingual')?.title.text).toBe('سياسة الوقود');
  });
});
