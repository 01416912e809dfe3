import { useParams } from 'react-router';
import { ServiceView } from '../../../components/marketplace/service/service-view.tsx';
import { TalentMarketplace } from '../components/marketplace-frame.tsx';

/** `/marketplace/services/:id`: one service to order (the page takes its title). */
export default function ServicePage() {
  const { id = '' } = useParams();
  return (
    <TalentMarketplace>
      <ServiceView key={id} id={id} />
    </TalentMarketplace>
  );
}
