import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-statements.server';

let raw: PGlite;
let client: PGlite;

beforeAll(async () => {
  raw = await PGlite.create();
});

afterAll(async () => {
  await raw.close();
});

beforeEach(async () => {
  // Each test starts with no statement kept and the table as first made.
  await raw.exec(`
    deallocate all;
    drop table if exists cars;
    create table cars (id int primary key, plate text not null, labels jsonb, out_at timestamptz, tags text[]);
    insert into cars values
      (1, 'DXB A 1', '{"en": "Nissan", "ar": "نيسان"}', '2026-11-28T06:00:00Z', '{a,b}'),
      (2, 'AUH 5 22', null, null, null);
  `);
  client = withPreparedStatements(raw, { maxStatements: 3 });
});

/** The statements the database keeps prepared, read past the wrapper (which would add its own). */
async function preparedStatements() {
  const { rows } = await raw.query<{ statement: string }>('select statement from pg_prepared_statements');
  return rows.map((row) => row.statement);
}

describe('the embedded database with its statements kept prepared', () => {
  it('answers as PGlite itself does, for every kind of value and both row modes', async () => {
    const text = 'select * from cars where id = any($1::int[]) and (out_at is null or out_at < $2) order by id';
    const params = [[1, 2], new Date('2026-12-01T00:00:00Z')];
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const own = await raw.query(text, params, options);
      const kept = await client.query(text, params, options);
      expect(kept.rows).toEqual(own.rows);
      expect(kept.fields).toEqual(own.fields);
    }
    const { rows } = await client.query<{ labels: unknown; out_at: Date }>(
      'select labels, out_at from cars where id = $1',
      [1],
    );
    expect(rows[0]).toEqual({ labels: { en: 'Nissan', ar: 'نيسان' }, out_at: new Date('2026-11-28T06:00:00Z') });
  });

  it('parses a statement once and binds it after that, whatever the values', async () => {
    for (const id of [1, 2, 1, 2, 1, 2, 1]) {
      const { rows } = await client.query<{ plate: string }>('select plate from cars where id = $1', [id]);
      expect(rows[0].plate).toBe(id === 1 ? 'DXB A 1' : 'AUH 5 22');
    }
    expect(await preparedStatements()).toEqual(['select plate from cars where id = $1']);
  });

  it('keeps at most its limit of statements, letting the least recently used go', async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select ${n} as n, plate from cars where id = $1`);
    for (const text of texts) await client.query(text, [1]);
    await client.query(texts[2], [1]);
    await client.query('select 6 as n', []);
    expect((await preparedStatements()).sort()).toEqual([texts[2], texts[4], 'select 6 as n'].sort());
  });

  it('reports a refused value or statement as PGlite does, and the next statement runs', async () => {
    await expect(client.query('select plate from cars where id = $1', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(client.query('select plate from cars where', [])).rejects.toMatchObject({ code: '42601' });
    await expect(client.query('insert into cars (id, plate) values ($1, $2)', [1, 'again'])).rejects.toMatchObject({
      code: '23505',
    });
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from cars', []);
    expect(rows[0].count).toBe(2);
    expect(raw.isInTransaction()).toBe(false);
  });

  it('writes, and what it wrote is there for the next statement', async () => {
    const written = await client.query('update cars set plate = $1 where id = $2', ['SHJ 3 300', 2]);
    expect(written.affectedRows).toBe(1);
    expect((await raw.query<{ plate: string }>('select plate from cars where id = 2')).rows[0].plate).toBe('SHJ 3 300');
  });

  it('waits for a transaction in progress rather than running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("update cars set plate = 'moved' where id = 1");
      await held;
      await tx.rollback();
    });
    // Started while the transaction is open: it must not see (or join) the transaction's uncommitted change.
    const read = client.query<{ plate: string }>('select plate from cars where id = $1', [1]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect((await read).rows[0].plate).toBe('DXB A 1');
  });

  it('runs a kept statement again after its table changed under it', async () => {
    const text = 'select * from cars where id = $1';
    await client.query(text, [1]);
    await raw.exec('alter table cars add column seats int default 5');
    const { rows } = await client.query<{ seats: number }>(text, [1]);
    expect(rows[0].seats).toBe(5);
  });
});
