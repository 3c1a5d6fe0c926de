import Alert from '@mui/joy/Alert';
import { Link } from 'react-router';
import { useGetComplianceTaxLimits } from '../../../api/generated/hooks';
import type { ComplianceTaxLimits } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { formatRoubles } from '../../../lib/money';
import { limitAdvice, limitOfLabels, percent } from '../utils/compliance-labels';

/** The back office's warning once the year's income passes 80 % of the limit that is hers. */
export function TaxLimitBannerView({ limits }: { limits: ComplianceTaxLimits | undefined }) {
  const near = limits?.limits.find((limit) => limit.applies && limit.level !== 'ok');
  if (!limits || !near) return null;
  return (
    <Alert color={near.level === '80' ? 'warning' : 'danger'} variant="soft" role="status" sx={{ flexWrap: 'wrap', overflowWrap: 'anywhere' }}>
      Доход за {limits.year} год — {formatRoubles(limits.income)}, это {percent(near.share)} {limitOfLabels[near.kind]} ({formatRoubles(near.limit)}). {limitAdvice[near.kind]}{' '}
      <Link to={`${paths.admin}/practice`}>Подробнее в «Практике»</Link>
    </Alert>
  );
}

export function TaxLimitBanner() {
  return <TaxLimitBannerView limits={useGetComplianceTaxLimits().data} />;
}
