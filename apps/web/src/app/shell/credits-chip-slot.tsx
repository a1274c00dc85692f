/**
 * Placeholder for the compact credits chip of SPEC §2 (usage feature). It renders nothing until the
 * credits issue fills it in; AppTopBar already reserves its place left of the user chip.
 */
export function CreditsChipSlot() {
  return null;
}
