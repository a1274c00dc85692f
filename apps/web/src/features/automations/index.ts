export { AutomationsPage } from './components/automations-page';
export { automationKeys, useAutomations } from './api/automations';
