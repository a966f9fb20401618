/** The header in which our route hands better-auth the client's address; whatever a client sent in it is replaced. */
export const clientAddressHeader = 'x-vela-client-address';

/** The client's address our route handed better-auth with a request, for its audit entries; null without one. */
export function handedAddress(headers: Headers | null | undefined): string | null {
  return headers?.get(clientAddressHeader) ?? null;
}
