import Link from '@mui/joy/Link';
import Typography, { type TypographyProps } from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

/** A legal page opens in a new tab, so the dialog and its choices stay as they are; underlined, as a link inside text must be. */
function DocumentLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} target="_blank" rel="noopener" underline="always" sx={{ display: 'inline' }}>
      {children}
    </Link>
  );
}

export type PurchaseTermsProps = {
  /** How she agrees: «Продолжая» or «Нажимая «Купить»». */
  lead: string;
  level?: TypographyProps['level'];
  textColor?: TypographyProps['textColor'];
};

/**
 * The documents a purchase shows (`server/src/modules/purchases/purchase-documents.ts` records the
 * same): the offer she accepts and the personal-data policy; never the advertising consent.
 */
export function PurchaseTerms({ lead, level = 'body-sm', textColor }: PurchaseTermsProps) {
  return (
    <Typography level={level} textColor={textColor}>
      {lead}, вы принимаете условия <DocumentLink to={paths.userOffer}>публичной оферты</DocumentLink>. Персональные данные обрабатываются
      согласно <DocumentLink to={paths.userPolicyAgreement}>политике обработки персональных данных</DocumentLink>.
    </Typography>
  );
}
