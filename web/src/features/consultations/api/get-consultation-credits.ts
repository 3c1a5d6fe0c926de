import { useGetConsultationCredits } from '../../../api/generated/hooks';

/** Sessions left on the client's packages; 0 until known. */
export function useConsultationCredits(): number {
  const query = useGetConsultationCredits({ query: { select: (credits) => credits.balance } });
  return query.data ?? 0;
}

/** The type her next package session is of (her package's own); null for a gift credit, none left, or until known. */
export function useCreditSessionType(): number | null {
  const query = useGetConsultationCredits({ query: { select: (credits) => credits.session_type ?? null } });
  return query.data ?? null;
}

/** Roubles left on the client's amount gift certificates, which pay her next bookings; 0 until known. */
export function useGiftBalance(): number {
  const query = useGetConsultationCredits({ query: { select: (credits) => credits.gift_balance ?? 0 } });
  return query.data ?? 0;
}
