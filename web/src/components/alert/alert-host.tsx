import { useAppAlert } from './alert-store';
import { AlertBannerView } from './alert-banner';

/** The global alert banner, mounted once by the app provider. */
export function AlertHost() {
  return <AlertBannerView alert={useAppAlert()} />;
}
