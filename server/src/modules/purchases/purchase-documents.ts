import {
  advertisingConsentDocument,
  offerDocument,
  personalDataConsentDocument,
  personalDataPolicyDocument,
  type ConsentDocument,
} from '../users/consent-documents';

/** A document the purchase dialog showed, and whether buying (or a ticked box) accepted it. */
export type PurchaseDocument = ConsentDocument & { accepted: boolean };

/**
 * What the purchase dialog shows, the one rule the purchase records (152-FZ, 38-FZ): paying accepts
 * the offer and never the advertising consent. A client consented to personal-data processing
 * when she registered, so she is only shown the policy; a guest accepts the personal-data consent
 * by its required box and is offered the advertising consent as a separate optional box.
 */
export function purchaseDocuments(buyer: { kind: 'client' } | { kind: 'guest'; advertising: boolean }): PurchaseDocument[] {
  const shown = [
    { ...offerDocument, accepted: true },
    { ...personalDataPolicyDocument, accepted: false },
  ];
  if (buyer.kind === 'client') return shown;
  return [...shown, { ...personalDataConsentDocument, accepted: true }, { ...advertisingConsentDocument, accepted: buyer.advertising }];
}
