import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { workspaces } from './workspaces.ts';

export type UploadPurpose = 'filter' | 'research';
export type UploadFormat = 'csv' | 'xlsx';
/** `ingesting` while rows are being written (invisible to readers); `ready` once complete. */
export type UploadStatus = 'ingesting' | 'ready';

/** A parsed upload: the stored original plus its column names; rows live in upload_rows. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Who made it; null once that account is deleted (the row stays in its workspace). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    status: text('status').$type<UploadStatus>().notNull().default('ingesting'),
    originalName: text('original_name').notNull(),
    fileKey: text('file_key').notNull(),
    format: text('format').$type<UploadFormat>().notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    rowCount: integer('row_count').notNull().default(0),
    columnCount: integer('column_count').notNull().default(0),
    columns: jsonb('columns').$type<string[]>().notNull(),
    /** Column indexes whose distinct values are in upload_values (computed lazily, once per column). */
    valuesReady: integer('values_ready')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('uploads_user_idx').on(t.userId),
    index('uploads_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * One data row (0-based `row_index`, header excluded); `cells` in column order, padded to column_count.
 * No foreign key to `uploads` (ADR 0027): checking it costs more than the COPY of the rows itself; a
 * statement trigger on `uploads` (migration 0015) removes an upload's rows whenever the upload goes.
 */
export const uploadRows = pgTable(
  'upload_rows',
  {
    uploadId: uuid('upload_id').notNull(),
    rowIndex: integer('row_index').notNull(),
    cells: text('cells').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.rowIndex] })],
);

/** Distinct values of one column with how many rows hold them. */
export const uploadValues = pgTable(
  'upload_values',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    columnIndex: integer('column_index').notNull(),
    value: text('value').notNull(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [
    // md5: a value may be far longer than a btree entry allows.
    uniqueIndex('upload_values_value_uq').on(t.uploadId, t.columnIndex, sql`md5(${t.value})`),
    index('upload_values_frequency_idx').on(t.uploadId, t.columnIndex, t.frequency.desc()),
  ],
);

const fileBytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files kept in PostgreSQL (every web node can read them), when DATABASE_URL is set and
 * no S3 store is configured. The bytes live in chunks of 1 MB, written and read one at a time.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
  /** Set once every chunk is written; a file without it was abandoned mid-upload. */
  complete: boolean('complete').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: fileBytes('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);

/**
 * Room of the storage quota held by an upload while it arrives (docs/security.md): taken under a per-user lock, so
 * uploads in flight at once cannot pass the quota together. Deleted when the upload ends; a process that
 * died mid-upload leaves one that stops counting at `expires_at`.
 */
export const uploadReservations = pgTable(
  'upload_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Who made it; null once that account is deleted (the row stays in its workspace). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_reservations_workspace_idx').on(t.workspaceId, t.expiresAt), index('upload_reservations_user_idx').on(t.userId)],
);
