import { describe, expect, it, vi } from 'vitest';
import { openShare, popupFeatures, SHARE_NETWORKS, shareUrl } from './share.ts';

const target = {
  url: 'https://app.example/jobs/42?ref=a&b=c',
  title: 'Go & Rust engineer',
  text: 'on Borderless',
};

describe('share', () => {
  it('builds a URL-encoded share link for each of the spec’s seven networks', () => {
    expect(SHARE_NETWORKS).toEqual([
      'email',
      'sms',
      'whatsapp',
      'linkedin',
      'twitter',
      'facebook',
      'telegram',
    ]);
    const encodedUrl = encodeURIComponent(target.url);
    expect(shareUrl('email', target)).toBe(
      `mailto:?subject=Go%20%26%20Rust%20engineer&body=${encodeURIComponent(`Go & Rust engineer — on Borderless\n\n${target.url}`)}`,
    );
    expect(shareUrl('sms', target)).toMatch(/^sms:\?&body=Go%20%26%20Rust/);
    expect(shareUrl('whatsapp', target)).toContain('https://api.whatsapp.com/send?text=');
    expect(shareUrl('linkedin', target)).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    );
    expect(shareUrl('twitter', target)).toContain(`https://twitter.com/intent/tweet?url=${encodedUrl}&text=`);
    expect(shareUrl('facebook', target)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`);
    expect(shareUrl('telegram', target)).toContain(`https://t.me/share/url?url=${encodedUrl}&text=`);
    for (const network of SHARE_NETWORKS) {
      // No raw ampersand from the shared URL leaks into the share link's own query.
      expect(shareUrl(network, target)).not.toContain('ref=a&b=c');
    }
  });

  it('opens web networks in a 626×436 popup centred on the window', () => {
    const open = vi.fn();
    const win = {
      open,
      screenX: 100,
      screenY: 50,
      outerWidth: 1426,
      outerHeight: 936,
      location: { assign: vi.fn() },
    };
    openShare('linkedin', target, win as unknown as Window);
    expect(open).toHaveBeenCalledWith(
      shareUrl('linkedin', target),
      'share-linkedin',
      'width=626,height=436,left=500,top=300,noopener,noreferrer',
    );
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 200 })).toContain(
      'left=0,top=0',
    );
  });

  it('hands email and SMS to the device instead of a popup', () => {
    const open = vi.fn();
    const assign = vi.fn();
    const win = { open, screenX: 0, screenY: 0, outerWidth: 800, outerHeight: 600, location: { assign } };
    openShare('email', target, win as unknown as Window);
    openShare('sms', target, win as unknown as Window);
    expect(open).not.toHaveBeenCalled();
    expect(assign.mock.calls.map(([url]) => String(url).split(':')[0])).toEqual(['mailto', 'sms']);
  });
});
