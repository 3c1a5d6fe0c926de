import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import { paths } from '../../config/paths';
import { ConsentCheckbox } from './consent-checkbox';

export type PurchaseConsentsProps = {
  /** The required consent to personal data processing, and its error. */
  agreement: boolean;
  agreementError?: string;
  /** The optional consent to the advertising mailing. */
  notification: boolean;
  onChange: (consents: { agreement: boolean; notification: boolean }) => void;
  disabled?: boolean;
};

/** A guest's two consents when she buys (spec 2.8): personal data (required) and advertising (optional). */
export function PurchaseConsents({ agreement, agreementError, notification, onChange, disabled }: PurchaseConsentsProps) {
  return (
    <>
      <FormControl error={Boolean(agreementError)} disabled={disabled}>
        <ConsentCheckbox
          checked={agreement}
          onChange={(checked) => onChange({ agreement: checked, notification })}
          prefix="Я даю "
          linkText="согласие на обработку персональных данных"
          to={paths.userPersonalData}
          disabled={disabled}
        />
        {agreementError && <FormHelperText>{agreementError}</FormHelperText>}
      </FormControl>
      <ConsentCheckbox
        checked={notification}
        onChange={(checked) => onChange({ agreement, notification: checked })}
        prefix="Я даю "
        linkText="согласие на получение рекламной рассылки"
        to={paths.userNotification}
        suffix=" (необязательно)"
        disabled={disabled}
      />
    </>
  );
}
