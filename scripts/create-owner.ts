import { parseArgs } from 'node:util';
import { openDatabase } from '~/db/client.server';
import { createOwner } from '~/modules/auth/create-owner.server';
import { PERSON_NAME_MAX_LENGTH } from '~/utils/person-name';
import { parseEnv } from '~/modules/config/env.server';

/**
 * `npm run create-owner -- --email ... --name "..." --phone ...`: the first owner account of an
 * installation, on DATABASE_URL or the embedded database. The password is read from the
 * OWNER_PASSWORD variable or, failing that, the first line of standard input, never from the
 * command line (which other users of the machine can see).
 */
const problems = {
  email: 'The email address is not valid.',
  name: `The name must have 2 to ${PERSON_NAME_MAX_LENGTH} characters.`,
  phone: 'The phone number is not a valid mobile number (UAE numbers may omit +971).',
  password:
    'The password needs 8 or more characters with a lower-case and an upper-case letter, a digit and one of !@#$%^&*.',
};

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, phone: { type: 'string' } },
});
if (!values.email) {
  console.error(
    'Usage: OWNER_PASSWORD=... npm run create-owner -- --email owner@company.ae --name "Full Name" --phone 05XXXXXXXX',
  );
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (process.env.OWNER_PASSWORD) return process.env.OWNER_PASSWORD;
  if (process.stdin.isTTY)
    process.stdout.write('Password for the new owner (shown as you type; or set OWNER_PASSWORD): ');
  for await (const line of (await import('node:readline')).createInterface({ input: process.stdin })) return line;
  return '';
}

const config = parseEnv(process.env);
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await handle.migrate();
  const result = await createOwner(
    { email: values.email, fullName: values.name ?? '', phone: values.phone ?? '', password: await readPassword() },
    handle.db,
  );
  if (!result.ok) {
    console.error(problems[result.problem]);
    process.exitCode = 1;
  } else {
    console.log(
      result.created
        ? `Created owner account #${result.userId} (${values.email}).`
        : `Account #${result.userId} (${values.email}) already existed: it is now an owner, and keeps its password.`,
    );
  }
} finally {
  await handle.close();
}
