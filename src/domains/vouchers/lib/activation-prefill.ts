import { CERTIFICATE_INPUT_MAX_LENGTH } from '../schemas';

/**
 * The voucher check hands its number to the activation form in the address's fragment
 * (`/voucher/activation#certificate=…`), not its query: a fragment never leaves the browser, so the
 * number (which is the money) reaches no server or proxy log and no Referer. The form reads it and
 * then removes it from the address bar and history. The voucher e-mail's `?certificate=` link stays
 * for the e-mails already sent; the request log hides query values.
 */
const PREFILL_KEY = 'certificate';

/** The activation form's address, `path` being the locale's `/voucher/activation`, with the number to fill in. */
export function getActivationPrefillHref(activationPath: string, certificateNumber: string): string {
  return `${activationPath}#${new URLSearchParams({ [PREFILL_KEY]: certificateNumber })}`;
}

/** The number a fragment such as `#certificate=ABC` carries, or '' when it carries none worth filling in. */
export function readActivationPrefill(fragment: string): string {
  const value = new URLSearchParams(fragment.replace(/^#/, '')).get(PREFILL_KEY)?.trim() ?? '';
  return value.length <= CERTIFICATE_INPUT_MAX_LENGTH ? value : '';
}
