import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';

/** Open/closed state of a header's mobile menu. It is open for one pathname only, so any navigation closes it. */
export function useMobileMenu() {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  return {
    open,
    toggle: () => setOpenOn(open ? null : location.pathname),
    close: () => setOpenOn(null),
  };
}

/** The header button that opens and closes a mobile menu; `hiddenFrom` hides it where the full navigation shows. */
export function MobileMenuButton({
  open,
  onToggle,
  controls,
  hiddenFrom,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  hiddenFrom: 'md:hidden' | 'lg:hidden' | 'xl:hidden';
}) {
  return (
    <button
      type="button"
      className={`rounded-md p-2 text-ink-700 hover:bg-ink-100 ${hiddenFrom}`}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
    </button>
  );
}
