export { createTicket, useCreateTicket } from './api/create-ticket';
export { deleteTicket, useDeleteTicket } from './api/delete-ticket';
export { getTickets, useTickets } from './api/get-tickets';
export { ticketKeys } from './api/ticket-keys';
export { updateTicket, useUpdateTicket } from './api/update-ticket';
export { TicketsDashboard } from './components/tickets-dashboard';
