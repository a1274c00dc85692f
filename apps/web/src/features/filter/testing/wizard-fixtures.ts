import { filterStateKey } from '../../../lib/storage-keys';
import { initialWizardState, type WizardState } from '../state/wizard-state';

export const sampleFile = {
  fileId: 'file-1',
  rowCount: 1_000,
  columnCount: 3,
  columns: ['Name', 'Country', 'Industry'],
  fileName: 'leads.csv',
  fileSize: 2_048,
};

/** A saved wizard of `userId` at `activeStep`, as the browser would hold it. */
export function seedWizard(overrides: Partial<WizardState> = {}, userId = 'user-1'): WizardState {
  const state: WizardState = { ...initialWizardState(userId), jobName: 'Q3 leads', fileData: sampleFile, ...overrides };
  localStorage.setItem(filterStateKey(userId), JSON.stringify(state));
  return state;
}
