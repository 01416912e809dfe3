import { useParams } from 'react-router';
import { OrderView } from '../../../components/marketplace/order/order-view.tsx';
import { RecruiterMarketplace } from '../components/console-marketplace-frame.tsx';

/** `/recruiter/marketplace/orders/:id`: one of the company's orders, with exactly the moves it allows. */
export default function ConsoleOrderPage() {
  const { id = '' } = useParams();
  return (
    <RecruiterMarketplace>
      <OrderView key={id} id={id} />
    </RecruiterMarketplace>
  );
}
