import { useParams } from 'react-router';
import { RedeemGiftCertificate } from '../../../features/gift-certificates/components/redeem-gift-certificate';

/** «Активировать сертификат»; the mail's link `/lk/gift/{code}` fills the code in. */
export default function GiftRedeemPage() {
  const { code = '' } = useParams();
  return <RedeemGiftCertificate key={code} initialCode={code} />;
}
