export { AcceptInvitationPage } from './components/accept-invitation-page';
export { AccountPage } from './components/account-page';
export { NotificationsSection } from './components/notifications-section';
export { PasswordSection } from './components/password-section';
export { ProfileSection } from './components/profile-section';
export { ResetPasswordPage } from './components/reset-password-page';
export { SessionsSection } from './components/sessions-section';
