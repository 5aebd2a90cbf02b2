import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * Migration 0024 on a database that already holds English-only posts: every text becomes
 * { "en": ... }, empty optional texts stay empty, and topics stay unique by their English title.
 */
const folder = path.resolve('drizzle');
const migrations = fs
  .readdirSync(folder)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();
const target = migrations.findIndex((name) => name.startsWith('0024_'));

async function apply(db: PGlite, name: string) {
  for (const statement of fs.readFileSync(path.join(folder, name), 'utf8').split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
}

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ extensions: { btree_gist } });
  for (const name of migrations.slice(0, target)) await apply(db, name);
  await db.exec(`
    INSERT INTO blog_topics (title) VALUES ('Driving in the UAE'), ('Travel Tips');
    INSERT INTO blog_posts (slug, topic_id, title, sub_title, author, content, publish_date, meta_description, meta_keywords)
    VALUES
      ('salik', 1, 'Salik explained', 'Tolls', 'Oasis Rent A Car',
       '{"type":"doc","blocks":[{"type":"paragraph","children":[{"text":"Hello"}]}]}', '2026-01-01', 'About Salik', 'salik'),
      ('bare', 2, 'Bare post', NULL, 'Staff', '{"type":"doc","blocks":[]}', '2026-01-02', NULL, NULL);
  `);
  await apply(db, migrations[target]);
}, 120_000);
afterAll(() => db?.close());

describe('migration 0024: blog texts in two languages', () => {
  test('existing texts become the English of each field; the body becomes the English body', async () => {
    const { rows } = await db.query(
      'SELECT slug, title, sub_title, author, content, meta_description, meta_keywords, banner_alt FROM blog_posts ORDER BY id',
    );
    expect(rows).toEqual([
      {
        slug: 'salik',
        title: { en: 'Salik explained' },
        sub_title: { en: 'Tolls' },
        author: { en: 'Oasis Rent A Car' },
        content: { en: { type: 'doc', blocks: [{ type: 'paragraph', children: [{ text: 'Hello' }] }] } },
        meta_description: { en: 'About Salik' },
        meta_keywords: { en: 'salik' },
        banner_alt: null,
      },
      {
        slug: 'bare',
        title: { en: 'Bare post' },
        sub_title: null,
        author: { en: 'Staff' },
        content: { en: { type: 'doc', blocks: [] } },
        meta_description: null,
        meta_keywords: null,
        banner_alt: null,
      },
    ]);
  });

  test('topics keep their English title, still unique; an Arabic name may be added', async () => {
    const { rows } = await db.query('SELECT title FROM blog_topics ORDER BY id');
    expect(rows).toEqual([{ title: { en: 'Driving in the UAE' } }, { title: { en: 'Travel Tips' } }]);
    await expect(
      db.query(`INSERT INTO blog_topics (title) VALUES ('{"en":"Travel Tips","ar":"نصائح"}')`),
    ).rejects.toThrow(/unique/i);
    await db.query(`UPDATE blog_topics SET title = '{"en":"Travel Tips","ar":"نصائح السفر"}' WHERE id = 2`);
    expect((await db.query(`SELECT title->>'ar' AS ar FROM blog_topics WHERE id = 2`)).rows).toEqual([
      { ar: 'نصائح السفر' },
    ]);
  });
});
