export { ConnectedAppsSection } from './components/connected-apps-section';
export { OAuthConsentPage } from './components/oauth-consent-page';
