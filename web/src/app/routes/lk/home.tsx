import { CabinetHome } from '../../../features/consultations/components/cabinet-home';

export default function CabinetHomePage() {
  return <CabinetHome />;
}
