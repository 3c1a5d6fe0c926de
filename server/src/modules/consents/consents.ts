import type { MessengerChannelName } from '../../adapters/messenger/messenger-channel';
import { aggregateStream, handleCommand } from '../../eventstore/command-handler';
import { DomainError, type HandledCommand, type RequestMetadata } from '../../eventstore/decider';
import type { Infra } from '../../infra';
import type { Processor } from '../compliance/processors';
import { processorConsentDocuments } from '../users/consent-documents';
import type { ConsentAskedAtUse, ConsentStanding } from './consent-at-use';
import { consentDecider, type ConsentCommand } from './consent-decider';
import { planConsentChange } from './consent-plan';
import { consentsStreamId, type ProcessorConsentSource, type ProcessorPurpose } from './events';
import { isConsentPurpose, purposesInForce, type ConsentPurpose, type PurposeInForce } from './purposes';

/** The messenger module's client chats: whether one is linked, and its own unlink (which withdraws the consent). */
export type ClientChats = {
  isLinked(userId: string, channel: MessengerChannelName): Promise<boolean>;
  unlink(userId: string, channel: MessengerChannelName, metadata: RequestMetadata): Promise<void>;
};

/** One purpose as she sees it: what it is, and whether (and since when) she gave it. */
export type PurposeConsentView = PurposeInForce & { given: boolean; givenAt: string | null };

type LedgerRow = { kind: string; action: 'given' | 'withdrawn'; at: Date | string };

const channelOf = (purpose: ConsentPurpose): MessengerChannelName | undefined =>
  purpose === 'messenger_telegram' ? 'telegram' : purpose === 'messenger_max' ? 'max' : undefined;

export const unknownPurposeDetail = 'Такого согласия нет: эта практика не передаёт данные по такой цели.';
export const personalDataWithdrawalDetail =
  'Согласие на обработку персональных данных отзывается вместе с аккаунтом: удалите его в «Настройках» (раздел «Удаление аккаунта»).';

export type Consents = ReturnType<typeof createConsents>;

/**
 * Her consents by purpose: the ledger (`user_consents`, which every consent event feeds) read for
 * the purposes in force, and the switches of «Настройки»; a processor consent in her own stream
 * (`consents-{userId}`), the advertising one through the users module, a messenger's through its chat.
 */
export function createConsents(
  infra: Pick<Infra, 'store' | 'db'>,
  /** What it asks of other modules (`ConsentsPorts`). */
  ports: {
    /** The processors the configuration uses now, with their countries (`compliance`). */
    processors: () => Promise<Processor[]>;
    /** The users module's advertising consent, the same events as its own route and the unsubscribe link. */
    setAdvertisingConsent: (userId: string, given: boolean, metadata: RequestMetadata) => Promise<unknown>;
    chats: ClientChats;
  },
) {
  const execute = (userId: string, command: HandledCommand<ConsentCommand>) => handleCommand(infra.store, consentsStreamId(userId), consentDecider, command);

  async function list(userId: string): Promise<PurposeConsentView[]> {
    const [inForce, { rows }] = await Promise.all([
      ports.processors().then(purposesInForce),
      infra.db.query<LedgerRow>(`SELECT kind, action, at FROM user_consents WHERE user_id = $1 ORDER BY position`, [userId]),
    ]);
    return inForce.map((item) => {
      const last = rows.filter((row) => row.kind === item.purpose).at(-1);
      const given = last?.action === 'given';
      return { ...item, given, givenAt: given && last ? new Date(last.at).toISOString() : null };
    });
  }

  async function inForce(userId: string, purpose: string): Promise<PurposeConsentView> {
    const found = isConsentPurpose(purpose) ? (await list(userId)).find((item) => item.purpose === purpose) : undefined;
    if (!found) throw new DomainError('not_found', unknownPurposeDetail);
    return found;
  }

  return {
    list,

    /** The purposes this configuration asks for, for anyone (the registration form, a guest's purchase). */
    inForceNow: async (): Promise<PurposeInForce[]> => purposesInForce(await ports.processors()),

    /** Gives or withdraws one consent from «Настройки» (`planConsentChange`); a purpose not in force is a 404. */
    async set(userId: string, purpose: string, given: boolean, metadata: RequestMetadata): Promise<void> {
      const current = await inForce(userId, purpose);
      const channel = channelOf(current.purpose);
      const chatLinked = channel !== undefined && !given && (await ports.chats.isLinked(userId, channel));
      const plan = planConsentChange(current.purpose, given, { given: current.given, chatLinked });
      const processorPurpose = current.purpose as ProcessorPurpose;
      switch (plan) {
        case 'refuse-withdrawal':
          throw new DomainError('conflict', personalDataWithdrawalDetail);
        case 'advertising':
          await ports.setAdvertisingConsent(userId, given, metadata);
          return;
        case 'give':
          await execute(userId, { type: 'GiveProcessorConsent', data: { userId, purpose: processorPurpose, consent: current.document, source: 'settings' }, metadata });
          return;
        case 'withdraw':
          await execute(userId, { type: 'WithdrawProcessorConsent', data: { userId, purpose: processorPurpose, source: 'settings' }, metadata });
          return;
        case 'unlink':
          if (channel) await ports.chats.unlink(userId, channel, metadata);
          return;
        case 'nothing':
          return;
      }
    },

    /** Which purposes are in force and hers, for the consents asked at use (`consent-at-use.ts`): her own stream is the truth. */
    standing: {
      async inForce(purpose: ConsentAskedAtUse): Promise<boolean> {
        return purposesInForce(await ports.processors()).some((item) => item.purpose === purpose);
      },
      async given(userId: string, purpose: ConsentAskedAtUse): Promise<boolean> {
        return (await aggregateStream(infra.store, consentsStreamId(userId), consentDecider)).state.given.has(purpose);
      },
      async give(userId: string, purpose: ConsentAskedAtUse, source: ProcessorConsentSource, metadata: RequestMetadata): Promise<void> {
        await execute(userId, {
          type: 'GiveProcessorConsent',
          data: { userId, purpose, consent: processorConsentDocuments[purpose], source },
          metadata,
        });
      },
    } satisfies ConsentStanding,
  };
}
