import type { WhitelistCheckFailureCode } from '@vela/api-client';
import type { OutboundFailure, OutboundFetcher } from './outbound-fetch.ts';

/** What one address of a whitelist entry served at its verification URL. */
export interface AddressCheck {
  address: string;
  url: string;
  ok: boolean;
  code: WhitelistCheckFailureCode | null;
  detail: string | null;
}

const failureCodes = {
  address_not_allowed: 'verification_address_not_allowed',
  unreachable: 'verification_unreachable',
  timed_out: 'verification_timed_out',
  redirected: 'verification_redirected',
  // A long answer is not a token file.
  too_large: 'verification_token_not_found',
  invalid_url: 'verification_unreachable',
} as const satisfies Record<OutboundFailure, WhitelistCheckFailureCode>;

/**
 * Fetches every address's verification URL at once, through the outbound fetcher's rules (no private
 * addresses unless allowed, no redirects, a deadline and a size cap). An address proves the entry when it
 * answers 200 with the token alone (surrounding white space ignored).
 */
export async function checkVerificationUrls(
  fetcher: OutboundFetcher,
  urls: { address: string; url: string }[],
  token: string,
): Promise<AddressCheck[]> {
  return Promise.all(
    urls.map(async ({ address, url }): Promise<AddressCheck> => {
      const result = await fetcher.request(url, { headers: { accept: 'text/plain' } });
      if (!result.ok) {
        const detail =
          result.failure === 'redirected'
            ? `HTTP ${result.status}${result.location ? ` → ${result.location}` : ''}`
            : (result.detail ?? (result.status ? `HTTP ${result.status}` : null));
        return { address, url, ok: false, code: failureCodes[result.failure], detail };
      }
      if (result.status !== 200) {
        return {
          address,
          url,
          ok: false,
          code: 'verification_token_not_found',
          detail: `HTTP ${result.status}`,
        };
      }
      if (result.body.trim() !== token) {
        return { address, url, ok: false, code: 'verification_token_not_found', detail: 'HTTP 200' };
      }
      return { address, url, ok: true, code: null, detail: null };
    }),
  );
}
