import {
  AtSign,
  Briefcase,
  Link2,
  Mail,
  MessageCircle,
  MessageSquareText,
  Send,
  Share2,
  ThumbsUp,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { toast } from '../../../lib/toast.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import {
  copyText,
  openShare,
  SHARE_NETWORK_LABELS,
  SHARE_NETWORKS,
  type ShareNetwork,
  type ShareTarget,
} from '../lib/share.ts';

const ICONS: Record<ShareNetwork, typeof Mail> = {
  email: Mail,
  sms: MessageSquareText,
  whatsapp: MessageCircle,
  // lucide ships no brand marks; neutral icons stand in, the label names the network.
  linkedin: Briefcase,
  twitter: AtSign,
  facebook: ThumbsUp,
  telegram: Send,
};

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-ink-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** The spec's seven networks (each in a 626×436 popup, email and SMS in the device's app) and "Copy link". */
export function ShareMenu({ target }: { target: ShareTarget }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses('secondary')}>
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-card border border-ink-200 bg-white p-1.5 shadow-card"
        >
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() =>
              copyText(target.url).then(
                () => toast.success('Link copied.'),
                () => toast.error('Could not copy the link.'),
              )
            }
          >
            <Link2 aria-hidden="true" className="size-4" />
            Copy link
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-200" />
          {SHARE_NETWORKS.map((network) => {
            const Icon = ICONS[network];
            return (
              <DropdownMenu.Item
                key={network}
                className={itemClass}
                onSelect={() => openShare(network, target)}
              >
                <Icon aria-hidden="true" className="size-4" />
                {SHARE_NETWORK_LABELS[network]}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
