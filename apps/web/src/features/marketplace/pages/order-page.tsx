import { useParams } from 'react-router';
import { OrderView } from '../../../components/marketplace/order/order-view.tsx';
import { TalentMarketplace } from '../components/marketplace-frame.tsx';

/** `/marketplace/orders/:id`: one order, as buyer or seller. */
export default function OrderPage() {
  const { id = '' } = useParams();
  return (
    <TalentMarketplace>
      <OrderView key={id} id={id} />
    </TalentMarketplace>
  );
}
