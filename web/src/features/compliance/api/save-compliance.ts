import { useQueryClient } from '@tanstack/react-query';
import {
  getGetComplianceDataMapQueryKey,
  getGetComplianceNotificationQueryKey,
  getGetComplianceTaxLimitsQueryKey,
  getListAdvertisingPlacementsQueryKey,
  getSearchAuditEventsQueryKey,
  useAddAdvertisingPlacement,
  useRemoveAdvertisingPlacement,
  useUpdateComplianceNotification,
  useUpdateComplianceVatRates,
} from '../../../api/generated/hooks';

/** Saves her statements and filings; the pack, the data map and the journal then read them. */
export function useSaveComplianceNotification() {
  const queryClient = useQueryClient();
  return useUpdateComplianceNotification({
    mutation: {
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetComplianceNotificationQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetComplianceDataMapQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getSearchAuditEventsQueryKey() }),
        ]);
      },
    },
  });
}

/** Saves the VAT rates; the limits' section and the journal then read them. */
export function useSaveVatRates() {
  const queryClient = useQueryClient();
  return useUpdateComplianceVatRates({
    mutation: {
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetComplianceTaxLimitsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getSearchAuditEventsQueryKey() }),
        ]);
      },
    },
  });
}

/** Records or removes a paid placement; the ledger and the journal then read it. */
export function usePlacementChanges() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getListAdvertisingPlacementsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getSearchAuditEventsQueryKey() }),
    ]);
  };
  return { add: useAddAdvertisingPlacement({ mutation: { onSuccess } }), remove: useRemoveAdvertisingPlacement({ mutation: { onSuccess } }) };
}
