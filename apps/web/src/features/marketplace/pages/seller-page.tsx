import { useParams } from 'react-router';
import { SellerView } from '../../../components/marketplace/seller/seller-view.tsx';
import { TalentMarketplace } from '../components/marketplace-frame.tsx';

/** `/marketplace/sellers/:id`: a seller's stats, badges, services and reviews (the page takes their name). */
export default function SellerPage() {
  const { id = '' } = useParams();
  return (
    <TalentMarketplace>
      <SellerView key={id} id={id} />
    </TalentMarketplace>
  );
}
