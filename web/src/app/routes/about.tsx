import { AboutPage as About } from '../../features/about/components/about-page';

export default function AboutPage() {
  return <About />;
}
