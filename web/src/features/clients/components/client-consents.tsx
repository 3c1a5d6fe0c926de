import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ClientConsent, ClientSupportRequest } from '../../../api/generated/model';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { consentActionLabels, consentKindLabels, consentSourceLabel } from './client-labels';

/** Her consents with their history: which document (a link to the page it names), which version, when and where. */
export function ClientConsents({ consents }: { consents: readonly ClientConsent[] }) {
  if (consents.length === 0) return <Typography level="body-sm">Согласий нет.</Typography>;
  return (
    <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
      {consents.map((consent, index) => (
        <Typography component="li" level="body-sm" key={`${consent.at}-${index}`} sx={{ overflowWrap: 'anywhere' }}>
          {consentKindLabels[consent.kind]}: {consentActionLabels[consent.action]} {consentSourceLabel(consent.source)}, {formatMoscowDateTime(consent.at)}
          {consent.document && (
            <>
              {' — '}
              {consent.document.startsWith('/') ? (
                <Link href={consent.document} target="_blank" rel="noopener">
                  документ
                </Link>
              ) : (
                `«${consent.document}»`
              )}
              , версия {consent.version ?? '—'}
            </>
          )}
          {consent.address && `, с адреса ${consent.address}`}
        </Typography>
      ))}
    </Stack>
  );
}

/** What she wrote to support, newest first. */
export function ClientSupportRequests({ requests }: { requests: readonly ClientSupportRequest[] }) {
  if (requests.length === 0) return <Typography level="body-sm">Обращений не было.</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ pl: 2, m: 0 }}>
      {requests.map((request) => (
        <Typography component="li" level="body-sm" key={request.sent_at} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {formatMoscowDateTime(request.sent_at)}: {request.message}
        </Typography>
      ))}
    </Stack>
  );
}
