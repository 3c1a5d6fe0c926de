import { useQueryClient } from '@tanstack/react-query';
import {
  getGetConsultationCreditsQueryKey,
  getGetGiftCertificateQueryKey,
  useBuyGiftCertificate as useBuyGiftCertificateCall,
  useGetGiftCertificate,
  useListConsultationTypes,
  useListGiftCertificates,
  useRedeemGiftCertificate as useRedeemGiftCertificateCall,
} from '../../../api/generated/hooks';

/** The services a certificate may give: the consultation types on sale. */
export const useGiftOffers = () => useListConsultationTypes({ query: { staleTime: 5 * 60_000 } });

/** POST /api/gift-certificates/: starts the certificate's purchase. */
export const useBuyGiftCertificate = () => useBuyGiftCertificateCall();

/** What a typed code gives (asked only once she confirms the code). */
export const useGiftCertificatePreview = (code: string | null) =>
  useGetGiftCertificate(code ?? '', { query: { enabled: code !== null, retry: false } });

/** Redeems a code; her package sessions are read again. */
export function useRedeemGiftCertificate() {
  const queryClient = useQueryClient();
  return useRedeemGiftCertificateCall({
    mutation: {
      onSuccess: async (_response, { code }) => {
        // What the code gives has changed (it is redeemed now): a later look asks again.
        queryClient.removeQueries({ queryKey: getGetGiftCertificateQueryKey(code) });
        await queryClient.invalidateQueries({ queryKey: getGetConsultationCreditsQueryKey() });
      },
    },
  });
}

/** The coach's list of certificates. */
export const useGiftCertificates = () => useListGiftCertificates();
