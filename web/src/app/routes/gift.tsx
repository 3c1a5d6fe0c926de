import { GiftCertificatePage } from '../../features/gift-certificates/components/gift-certificate-page';

/** «Подарочный сертификат»: buying a session or a package as a present (public). */
export default function GiftPage() {
  return <GiftCertificatePage />;
}
