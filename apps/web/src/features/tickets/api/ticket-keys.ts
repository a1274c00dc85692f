/** Query keys of the tickets dashboard. */
export const ticketKeys = {
  all: ['tickets'] as const,
  list: ['tickets', 'list'] as const,
};
