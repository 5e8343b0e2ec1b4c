import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operators } from './console.ts';

// Images uploaded in the console (issue 23): card art, banners, bank logos. Kept in the database,
// not on one server's disk, so that every server process serves them; named by their bytes'
// hash, so a name never changes what it shows and can be cached for good.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const uploadedImages = pgTable('uploaded_images', {
  /** `<sha256 of the bytes, base64url, 22 characters>.<png|jpg|webp|svg>` */
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  /** Null for an SVG that declares no size. */
  width: integer('width'),
  height: integer('height'),
  uploadedBy: uuid('uploaded_by').references(() => operators.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
