export { ApiKeysSection } from './components/api-keys-section';
export { AllApiKeys } from './components/all-api-keys';
