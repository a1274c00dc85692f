import { UsageWidget } from '../../features/usage';

/** The compact credits chip of docs/product.md#screens, left of the user chip in the app bar. */
export function CreditsChipSlot() {
  return <UsageWidget compact />;
}
