import { NotFoundPage } from '../../components/not-found-page/not-found-page';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
