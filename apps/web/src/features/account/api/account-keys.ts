export const accountKeys = {
  all: ['account'] as const,
  sessions: ['account', 'sessions'] as const,
  notificationSettings: ['account', 'notification-settings'] as const,
};
