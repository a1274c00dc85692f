// The preview's request and answer schemas are the shared contract (packages/shared/src/filter-preview.ts).

/** Distinct values a preview decides per column ("the ~20 most frequent"). */
export const PREVIEW_VALUES = 20;

export const previewLimitMessage = (perHour: number, minutes: number) =>
  `You have used your ${perHour} free previews for this hour. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or run the filter.`;
