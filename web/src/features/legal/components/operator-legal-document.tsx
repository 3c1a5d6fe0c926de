import { PageLoader } from '../../../components/layout/page-loader';
import { usePracticeDetails } from '../../../lib/practice-details';
import { operatorOf, type Operator } from '../../../config/operator';
import type { LegalDocument } from '../content/types';
import { LegalDocumentView } from './legal-document-view';

/** A legal page with the coach's details as she saved them in Практика. */
export function OperatorLegalDocument({ document }: { document: (operator: Operator) => LegalDocument }) {
  const details = usePracticeDetails();
  if (!details) return <PageLoader />;
  return <LegalDocumentView document={document(operatorOf(details))} />;
}
