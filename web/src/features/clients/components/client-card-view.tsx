import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import type { ClientCard, ClientNote, ClientPurchase, ClientSession } from '../../../api/generated/model';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { timeZoneLabel } from '../../../lib/client-time';
import { sessionsLeft } from '../../../lib/plural';
import { IntakeAnswersList } from '../../../components/intake-answers/intake-answers-list';
import { ClientCardTabs, type ClientCardTab } from './client-card-tabs';
import { ClientConsents, ClientSupportRequests } from './client-consents';
import { ClientNotes } from './client-notes';
import { ClientPurchases } from './client-purchases';
import { ClientSessions } from './client-sessions';
import { LoadState } from './load-state';

export type ClientCardActions = {
  onCancelSession: (session: ClientSession) => void;
  onRefund: (purchase: ClientPurchase) => void;
  onAdjustCredits: () => void;
  onWriteNote: () => void;
  onEditNote: (note: ClientNote) => void;
  onDeleteNote: (note: ClientNote) => void;
};

/** The tabs other features add, and the open one (`?tab=`). */
export type ClientCardTabsState = {
  tabs?: readonly ClientCardTab[];
  tab?: string;
  onTab?: (value: string | undefined) => void;
};

export type ClientCardViewProps = ClientCardActions & ClientCardTabsState & {
  /** The card; undefined while it loads. */
  card: ClientCard | undefined;
  failed?: boolean;
  onRetry?: () => void;
  onBack: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography level="title-lg" component="h3">
        {title}
      </Typography>
      {children}
    </Card>
  );
}

function Credits({ card, onAdjustCredits }: { card: ClientCard } & Pick<ClientCardActions, 'onAdjustCredits'>) {
  if (card.credits_left === null) return <Typography level="body-sm">Гость покупал без личного кабинета: счёта сессий у него нет.</Typography>;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography level="h4" component="p">
        {sessionsLeft(card.credits_left)}
      </Typography>
      <Button size="sm" variant="outlined" onClick={onAdjustCredits}>
        Начислить или списать
      </Button>
    </Stack>
  );
}

function CardBody({ card, tabs = [], tab, onTab = () => undefined, ...actions }: { card: ClientCard } & ClientCardActions & ClientCardTabsState) {
  return (
    <Stack spacing={2}>
      <div>
        <Typography level="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {card.name ?? card.email}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {card.name && <Typography sx={{ overflowWrap: 'anywhere' }}>{card.email}</Typography>}
          <Chip size="sm" variant="soft" color={card.kind === 'guest' ? 'neutral' : 'primary'}>
            {card.kind === 'guest' ? 'гость, без кабинета' : 'личный кабинет'}
          </Chip>
          {card.registered_at && <Typography level="body-sm">с {formatMoscowDateTime(card.registered_at)}</Typography>}
          {card.time_zone && <Typography level="body-sm">Часовой пояс: {timeZoneLabel(card.time_zone)}</Typography>}
        </Stack>
      </div>
      <ClientCardTabs card={card} tabs={tabs} tab={tab} onTab={onTab}>
        <CardSections card={card} {...actions} />
      </ClientCardTabs>
    </Stack>
  );
}

/** The card's own sections: notes, questionnaire, letters, balance, sessions, purchases, consents, requests. */
function CardSections({ card, ...actions }: { card: ClientCard } & ClientCardActions) {
  return (
    <Stack spacing={2}>
      <Section title="Заметки коуча">
        <ClientNotes notes={card.notes} onWrite={actions.onWriteNote} onEdit={actions.onEditNote} onDelete={actions.onDeleteNote} />
      </Section>
      {card.intake && (
        <Section title="Анкета перед первой сессией">
          <Typography level="body-sm">Ответы от {formatMoscowDateTime(card.intake.answered_at)}</Typography>
          <IntakeAnswersList answers={card.intake.answers} />
        </Section>
      )}
      {card.welcome_letters && card.welcome_letters.length > 0 && (
        <Section title="Приветственная серия">
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {card.welcome_letters.map((letter) => (
              <Typography component="li" key={letter.letter_id} level="body-sm">
                «{letter.subject}» — {formatMoscowDateTime(letter.sent_at)}
              </Typography>
            ))}
          </Stack>
        </Section>
      )}
      <Section title="Пакет сессий">
        <Credits card={card} onAdjustCredits={actions.onAdjustCredits} />
      </Section>
      <Section title="Сессии">
        <ClientSessions sessions={card.sessions} onCancel={actions.onCancelSession} />
      </Section>
      <Section title="Покупки и платежи">
        <ClientPurchases purchases={card.purchases} onRefund={actions.onRefund} />
      </Section>
      <Section title="Согласия">
        <ClientConsents consents={card.consents} />
      </Section>
      <Section title="Обращения в поддержку">
        <ClientSupportRequests requests={card.support_requests} />
      </Section>
    </Stack>
  );
}

/** A client's card: who she is, the coach's notes, her balance, sessions, purchases, consents and requests. */
export function ClientCardView({ card, failed, onRetry, onBack, ...rest }: ClientCardViewProps) {
  return (
    <Stack spacing={2}>
      <div>
        <Button variant="plain" size="sm" onClick={onBack}>
          ← Все клиенты
        </Button>
      </div>
      <LoadState data={card} failed={failed} onRetry={onRetry} what="карточку клиента">
        {(loaded) => <CardBody card={loaded} {...rest} />}
      </LoadState>
    </Stack>
  );
}
