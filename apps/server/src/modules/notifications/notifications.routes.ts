import { markNotificationsReadBody, notificationSettings, notificationsPage } from '@leadsift/shared';
import { z } from 'zod';
import type { AppInstance } from '../../runtime-types.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireUser } from '../../guards/route-guards.ts';
import type { Runtime } from '../../runtime-types.ts';
import { notificationsQuery } from './notifications.schemas.ts';
import { getSettings, listNotifications, markRead, saveSettings } from './notifications.service.ts';

/** The caller's own notifications and notification settings (ADR 0035); nobody sees another user's. */
export async function notificationsRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  // About the caller themself, in whichever workspace (ADR 0067): a viewer may mark read and change settings.
  const user = { preHandler: requireUser, config: { workspace: 'caller' as const } };
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      ...user,
      schema: {
        tags,
        summary: 'Notifications, newest first (unread=1: unread only; before=<id> pages)',
        querystring: notificationsQuery,
        response: { 200: notificationsPage },
      },
    },
    async (request) => listNotifications(db, request.user.id, request.query),
  );

  app.post(
    '/api/notifications/read',
    {
      ...user,
      schema: {
        tags,
        summary: 'Mark notifications read: { ids } or { all: true }',
        body: markNotificationsReadBody,
        response: { 200: z.object({ marked: z.number().int() }) },
      },
    },
    async (request) => {
      const done = await markRead(db, request.user.id, request.body);
      if (!done) throw notFound('Notification not found');
      return done;
    },
  );

  app.get(
    '/api/account/notification-settings',
    { ...user, schema: { tags, summary: 'Which notifications go by email and to the bell', response: { 200: notificationSettings } } },
    async (request) => getSettings(db, request.user.id),
  );

  app.put(
    '/api/account/notification-settings',
    {
      ...user,
      schema: { tags, summary: 'Change the notification settings', body: notificationSettings, response: { 200: notificationSettings } },
    },
    async (request) => saveSettings(db, request.user.id, request.body),
  );
}
