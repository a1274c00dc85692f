import { UsageWidget } from '../../features/usage';

/** The compact credits chip of SPEC §2, left of the user chip in the app bar. */
export function CreditsChipSlot() {
  return <UsageWidget compact />;
}
