import type { AuthUser, UserProfile } from './api/types';

/** Loose metadata as providers deliver it (docs/product.md#entities): full_name / name, avatar_url / picture / image. */
export type UserMetadata = {
  full_name?: string | null;
  name?: string | null;
  avatar_url?: string | null;
  picture?: string | null;
  image?: string | null;
};

const nonBlank = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** docs/product.md#entities: full_name or name, else the part of the email before '@', else 'User'. */
export function displayNameFrom(metadata: UserMetadata | null | undefined, email: string | null | undefined): string {
  const name = [metadata?.full_name, metadata?.name].find(nonBlank);
  if (name) return name.trim();
  const local = email?.split('@')[0]?.trim();
  return local ? local : 'User';
}

/** docs/product.md#entities: avatar_url, else picture (else image); null when there is none. */
export function avatarUrlFrom(metadata: UserMetadata | null | undefined): string | null {
  return [metadata?.avatar_url, metadata?.picture, metadata?.image].find(nonBlank) ?? null;
}

/** Our metadata: the profile's display name and avatar win over the account's name and image. */
export function userMetadata(user: AuthUser | null, profile: UserProfile | null): UserMetadata {
  return { full_name: profile?.displayName, name: user?.name, avatar_url: profile?.avatarUrl, image: user?.image };
}

export type UserDisplay = { displayName: string; avatarUrl: string | null; email: string | null };

export function getUserDisplay(user: AuthUser | null, profile: UserProfile | null): UserDisplay {
  const metadata = userMetadata(user, profile);
  return { displayName: displayNameFrom(metadata, user?.email), avatarUrl: avatarUrlFrom(metadata), email: user?.email ?? null };
}
