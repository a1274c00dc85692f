import {
  jobOfPath,
  resolveNotificationSettings,
  type MarkNotificationsReadBody,
  type NotificationItem,
  type NotificationKind,
  type NotificationSettings,
  type NotificationsPage,
} from '@leadsift/shared';
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  filterJobs,
  notifications,
  notificationSettings,
  researchJobs,
  user,
  workspaceMembers,
  type NotificationRow,
} from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime-types.ts';
import { queueMail } from '../mail/mail.service.ts';
import type { EmailContent } from '../mail/mail.templates.ts';

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the app (`/account`, a job's results page), made absolute for the email. */
  link: string | null;
  /** The workspace the notice is about (ADR 0067): a job's, a credit pool's. */
  workspaceId?: string | null;
  /** The email's text, or false when this event never emails (a job that took under a minute). */
  email: Omit<EmailContent, 'action'> | false;
};

export async function getSettings(db: DbOrTx, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return resolveNotificationSettings(row?.settings);
}

export async function saveSettings(db: Db, userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
  await db
    .insert(notificationSettings)
    .values({ userId, settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: new Date() } });
  return settings;
}

/**
 * Records one notification and, per the user's settings, queues its email — in the caller's transaction
 * when given one, so it exists only if the event does. The row is written even when the user turned the
 * bell off for this kind (hidden, `in_app` false): 'once per billing cycle' is decided from these rows.
 */
export async function notify(runtime: Pick<Runtime, 'config' | 'jobs'>, db: DbOrTx, event: NewNotification, tx?: Tx): Promise<void> {
  const settings = (await getSettings(db, event.userId))[event.kind];
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, event.userId));
  if (!owner) return;
  await db.insert(notifications).values({
    userId: event.userId,
    kind: event.kind,
    title: event.title,
    body: event.body,
    link: event.link,
    workspaceId: event.workspaceId ?? null,
    inApp: settings.inApp,
  });
  if (!settings.email || !event.email) return;
  const url = event.link ? new URL(event.link, runtime.config.BASE_URL).href : runtime.config.BASE_URL;
  await queueMail(runtime, owner.email, event.kind, { ...event.email, action: { label: 'Open LeadSift', url } }, tx);
}

/**
 * Of the jobs `rows` link to, those the user can still open: the job exists in a workspace the user still belongs
 * to (a deleted job's notification, or one of a workspace they left, says it is gone).
 */
async function existingJobs(db: DbOrTx, userId: string, rows: NotificationRow[]): Promise<Set<string>> {
  const jobs = rows.map((row) => jobOfPath(row.link)).filter((job) => job !== null);
  const ids = (product: 'filter' | 'research') => [...new Set(jobs.filter((j) => j.product === product).map((j) => j.id))];
  const [filterIds, researchIds] = [ids('filter'), ids('research')];
  const member = (workspaceColumn: typeof filterJobs.workspaceId | typeof researchJobs.workspaceId) =>
    and(eq(workspaceMembers.workspaceId, workspaceColumn), eq(workspaceMembers.userId, userId));
  const found = await Promise.all([
    filterIds.length
      ? db
          .select({ id: filterJobs.id })
          .from(filterJobs)
          .innerJoin(workspaceMembers, member(filterJobs.workspaceId))
          .where(inArray(filterJobs.id, filterIds))
      : [],
    researchIds.length
      ? db
          .select({ id: researchJobs.id })
          .from(researchJobs)
          .innerJoin(workspaceMembers, member(researchJobs.workspaceId))
          .where(inArray(researchJobs.id, researchIds))
      : [],
  ]);
  return new Set([...found[0].map((j) => `filter:${j.id}`), ...found[1].map((j) => `research:${j.id}`)]);
}

function toItem(row: NotificationRow, existing: Set<string>): NotificationItem {
  const job = jobOfPath(row.link);
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    job: job && { ...job, deleted: !existing.has(`${job.product}:${job.id}`) },
    workspaceId: row.workspaceId,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's own notifications, newest first, `limit` per page from `before` (an id). */
export async function listNotifications(
  db: Db,
  userId: string,
  query: { unread: boolean; before?: number | undefined; limit: number },
): Promise<NotificationsPage> {
  const mine = and(eq(notifications.userId, userId), eq(notifications.inApp, true));
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(mine, query.unread ? isNull(notifications.readAt) : undefined, query.before ? lt(notifications.id, query.before) : undefined),
    )
    .orderBy(desc(notifications.id))
    .limit(query.limit + 1);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)));
  const page = rows.slice(0, query.limit);
  const existing = await existingJobs(db, userId, page);
  return {
    items: page.map((row) => toItem(row, existing)),
    unread: Number(unread?.n ?? 0),
    nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}

/**
 * Marks the caller's notifications read: all, or the given ids. An id that is not the caller's is
 * answered as not found (nothing tells another user's notification from a missing one).
 */
export async function markRead(db: Db, userId: string, body: MarkNotificationsReadBody): Promise<{ marked: number } | null> {
  if ('all' in body) {
    const done = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return { marked: done.length };
  }
  const ids = [...new Set(body.ids)];
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
    if (own.length !== ids.length) return null;
    const done = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return { marked: done.length };
  });
}
