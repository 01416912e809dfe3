/** The share networks the spec lists, in the order the menu shows them. */
export const SHARE_NETWORKS = [
  'email',
  'sms',
  'whatsapp',
  'linkedin',
  'twitter',
  'facebook',
  'telegram',
] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const SHARE_NETWORK_LABELS: Record<ShareNetwork, string> = {
  email: 'Email',
  sms: 'Text message',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  telegram: 'Telegram',
};

/** Every network opens in a 626×436 popup, the size the spec fixes for share windows. */
export const SHARE_POPUP = { width: 626, height: 436 } as const;

export interface ShareTarget {
  url: string;
  title: string;
  text?: string;
}

const e = encodeURIComponent;

export function shareUrl(network: ShareNetwork, target: ShareTarget): string {
  const message = target.text ? `${target.title} — ${target.text}` : target.title;
  switch (network) {
    case 'email':
      return `mailto:?subject=${e(target.title)}&body=${e(`${message}\n\n${target.url}`)}`;
    case 'sms':
      // `sms:?&body=` is the form both iOS and Android accept without a recipient.
      return `sms:?&body=${e(`${message} ${target.url}`)}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${e(`${message} ${target.url}`)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${e(target.url)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${e(target.url)}&text=${e(message)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${e(target.url)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${e(target.url)}&text=${e(message)}`;
  }
}

/** Window features for a popup of the spec's size, centred over the current window. */
export function popupFeatures(
  win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>,
): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SHARE_POPUP.height) / 2));
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`;
}

/**
 * Email and SMS hand over to the device's own app (no popup to open); the web networks open the spec's popup.
 * Returns the URL it opened, for tests and analytics.
 */
export function openShare(network: ShareNetwork, target: ShareTarget, win: Window = window): string {
  const url = shareUrl(network, target);
  if (network === 'email' || network === 'sms') {
    win.location.assign(url);
  } else {
    win.open(url, `share-${network}`, popupFeatures(win));
  }
  return url;
}

/** Copies text, falling back to a hidden textarea where the async clipboard is not allowed (http, old Safari). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the legacy path
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}
