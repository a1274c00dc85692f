import type { ActorRef } from '@leadsift/shared';
import { formatDateTime } from './format-date-time';

/** A person a job or an override names: their name, or 'a deleted account' when that account is gone (null). */
export function actorName(actor: ActorRef): string {
  return actor?.name ?? 'a deleted account';
}

/**
 * 'Run by Alice' for a job the answer says who ran; null when the answer does not say (a server older than
 * workspaces leaves `createdBy` out), so nothing is shown rather than a guess.
 */
export function runByText(createdBy: ActorRef | undefined): string | null {
  return createdBy === undefined ? null : `Run by ${actorName(createdBy)}`;
}

/** 'Overridden by Alice, Jan 15, 2026, 10:05 AM' (without the time when the answer has none). */
export function overriddenByText(overriddenBy: ActorRef, overriddenAt: string | null | undefined): string {
  const when = formatDateTime(overriddenAt);
  return `Overridden by ${actorName(overriddenBy)}${when === '—' ? '' : `, ${when}`}`;
}
