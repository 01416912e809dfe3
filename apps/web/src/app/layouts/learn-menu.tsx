import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useLocation, useNavigate } from 'react-router';

export interface LearnMenuProps {
  items: { to: string; label: string }[];
  linkClass: (state: { isActive: boolean }) => string;
}

/** The main navigation's "Learn" dropdown (loaded after the page: see header-menus.tsx). */
export function LearnMenu({ items, linkClass }: LearnMenuProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = items.some((item) => pathname.startsWith(item.to));
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={`${linkClass({ isActive: active })} inline-flex items-center gap-1`}>
        Learn
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          sideOffset={6}
          align="start"
          className="z-50 min-w-48 rounded-card border border-ink-200 bg-white p-1.5 shadow-card"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.to}
              onSelect={() => void navigate(item.to)}
              className="cursor-pointer rounded-md px-2.5 py-2 text-sm text-ink-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
