import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import { useGetConsents } from '../../api/generated/hooks';
import { paths } from '../../config/paths';
import { ConsentCheckbox } from '../consent-checkbox/consent-checkbox';

/**
 * Whether a paid purchase must ask her consent to the payment service (156-FZ: its own consent):
 * always for a guest; for a client until she has given it (once, with a purchase or in «Настройки»).
 */
export function usePaymentConsentAsked(signedIn: boolean): boolean {
  const consents = useGetConsents({ query: { enabled: signedIn } });
  if (!signedIn) return true;
  return consents.data?.consents.find((consent) => consent.purpose === 'payment_provider')?.given !== true;
}

/**
 * The video rooms' service her booking asks the consent for (its name), or null: none while the
 * coach uses no room service (the consent is not in force) or once she has given it; undefined
 * until her consents are known (the booking dialog waits for them).
 */
export function useRoomsConsentAsked(): string | null | undefined {
  const consents = useGetConsents();
  if (!consents.data) return undefined;
  const rooms = consents.data.consents.find((consent) => consent.purpose === 'video_rooms');
  return rooms && !rooms.given ? (rooms.processor ?? 'сервис видеокомнат') : null;
}

export type ConsentAtUseFieldProps = { checked: boolean; onChange: (checked: boolean) => void; error?: string; disabled?: boolean };

/** «Даю согласие на передачу данных ЮKassa для оплаты», with its document; required to pay. */
export function PaymentConsentField({ checked, onChange, error, disabled }: ConsentAtUseFieldProps) {
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <ConsentCheckbox
        checked={checked}
        onChange={onChange}
        prefix="Даю "
        linkText="согласие на передачу данных ЮKassa"
        to={paths.userPaymentProvider}
        suffix=" для оплаты"
        disabled={disabled}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** «Даю согласие на передачу имени сервису видеокомнат «Jitsi Meet», где проходят сессии», with its document; required to book. */
export function RoomsConsentField({ service, checked, onChange, disabled }: ConsentAtUseFieldProps & { service: string }) {
  return (
    <FormControl disabled={disabled}>
      <ConsentCheckbox
        checked={checked}
        onChange={onChange}
        prefix="Даю "
        linkText="согласие на передачу имени сервису видеокомнат"
        to={paths.userVideoRooms}
        suffix={` «${service}», где проходят сессии`}
        disabled={disabled}
      />
    </FormControl>
  );
}
