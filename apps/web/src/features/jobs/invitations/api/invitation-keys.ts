/**
 * Query keys of the invitations feature. The page and both navigation badges read the one list query, so an
 * accept or decline that invalidates `all` updates all three.
 */
export const invitationKeys = {
  all: ['talent', 'invitations'] as const,
  list: () => [...invitationKeys.all, 'list'] as const,
};
