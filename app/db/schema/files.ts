import { type AnyPgColumn, customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded or generated files live in the database so that every app instance can serve them. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    originalName: text('original_name'),
    width: integer('width'),
    height: integer('height'),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    /**
     * A resized or re-encoded copy of another file: `variant` names the size it is made for (the
     * size of the file itself when only the format differs). /media/{variantOf} picks among them.
     */
    variantOf: integer('variant_of').references((): AnyPgColumn => storedFiles.id),
    variant: text('variant'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_variant_of_idx').on(t.variantOf)],
);
