import { useGetConsultationCredits } from '../../../api/generated/hooks';

/** Sessions left on the client's packages; 0 until known. */
export function useConsultationCredits(): number {
  const query = useGetConsultationCredits<number>({
    query: { select: (response) => (response.status === 200 ? response.data.balance : 0) },
  });
  return query.data ?? 0;
}

/** Roubles left on the client's amount gift certificates, which pay her next bookings; 0 until known. */
export function useGiftBalance(): number {
  const query = useGetConsultationCredits<number>({
    query: { select: (response) => (response.status === 200 ? (response.data.gift_balance ?? 0) : 0) },
  });
  return query.data ?? 0;
}
