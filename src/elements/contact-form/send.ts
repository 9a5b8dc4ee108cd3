import { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import { KEPT_FOR_LATER } from '../../core/keptForLater';

export interface MailConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
  apiOrigin: string;
}

/** Why a send failed, as the spec shows it: a status and a text ("Network Error" when nothing answered). */
export class SendError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly timedOut = false,
  ) {
    super(status ? `${status} ${text}` : text);
  }
}

/**
 * Sends through the real EmailJS SDK to any origin that speaks its REST protocol. The SDK cannot cancel a request,
 * so a send slower than `timeoutMs` is abandoned here (its late answer is ignored).
 */
export async function sendMessage(
  config: MailConfig,
  params: Record<string, string>,
  timeoutMs: number,
): Promise<{ kept?: string }> {
  init({ publicKey: config.publicKey }, config.apiOrigin); // the SDK keeps its origin globally: set it for this send
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendError(0, 'timeout', true)), timeoutMs);
  });
  try {
    const answer = await Promise.race([send(config.serviceId, config.templateId, params), timeout]);
    // Offline on the site's own pages, its service worker keeps the message to send it later (src/offline/sw.ts),
    // and says so in the page's language.
    return answer.status === KEPT_FOR_LATER ? { kept: answer.text } : {};
  } catch (error) {
    if (error instanceof SendError) throw error;
    if (error instanceof EmailJSResponseStatus) throw new SendError(error.status, error.text || 'Error');
    if (typeof error === 'string') throw new SendError(0, error); // the SDK's own complaint about missing ids
    throw new SendError(0, 'Network Error'); // fetch failed: no answer at all
  } finally {
    clearTimeout(timer);
  }
}
