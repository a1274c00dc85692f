/** docs/product.md#screens and docs/product.md#limits: ten playful messages shown in rotation while an upload is processed. */
export const playfulMessages = [
  'Warming up the lead-sorting hamsters...',
  'Counting rows so you do not have to...',
  'Separating the prospects from the suspects...',
  'Teaching the AI about your ideal customer...',
  'Brewing a fresh pot of qualified leads...',
  'Dusting off every spreadsheet cell...',
  'Polishing your columns until they shine...',
  'Asking each row politely for its details...',
  'Lining up your next big deal...',
  'Almost there: good leads are worth the wait...',
] as const;

/** docs/product.md#limits: the loading message changes every 2000 ms. */
export const playfulMessageIntervalMs = 2000;
