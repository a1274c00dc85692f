import { TICKETS_CSV_FILE_NAME, ticketsToCsv, type Ticket } from '@leadsift/shared';

/** Saves `development_tickets.csv` (docs/product.md#limits) in the browser: UTF-8 with a BOM, built by the shared, tested builder. */
export function downloadTicketsCsv(tickets: readonly Ticket[]): void {
  const blob = new Blob([ticketsToCsv(tickets)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = TICKETS_CSV_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
