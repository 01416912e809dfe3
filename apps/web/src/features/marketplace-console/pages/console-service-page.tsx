import { useParams } from 'react-router';
import { ServiceView } from '../../../components/marketplace/service/service-view.tsx';
import { RecruiterMarketplace } from '../components/console-marketplace-frame.tsx';

/** `/recruiter/marketplace/services/:id`: one service, its tiers and add-ons, ordered for the company. */
export default function ConsoleServicePage() {
  const { id = '' } = useParams();
  return (
    <RecruiterMarketplace>
      <ServiceView key={id} id={id} />
    </RecruiterMarketplace>
  );
}
