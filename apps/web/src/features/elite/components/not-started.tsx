import { Gem } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';

/**
 * The onboarding pages without an open application: the programme page explains it and starts one (a plain link,
 * not a redirect, so the address stays what the candidate opened).
 */
export function NotStarted({ closed = false }: { closed?: boolean }) {
  return (
    <StatePanel
      Icon={Gem}
      title={closed ? 'Your last application is closed' : 'You have not started an application'}
      actions={
        <ButtonLink to="/elite">
          {closed ? 'See when you can apply again' : 'See the programme and start'}
        </ButtonLink>
      }
    >
      {closed
        ? 'A new application starts from the join form, with your last answers filled in.'
        : 'The elite programme page shows what the tier gives, what it asks, and whether you can apply today.'}
    </StatePanel>
  );
}
