import { priceLabel } from '../../../lib/money';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppModal } from '../../../components/modal/app-modal';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-error';
import { useGiftCertificatePreview, useRedeemGiftCertificate } from '../api/gift-certificate-queries';
import { formatDayInText } from '../../../lib/moscow-time';

const sessionsText = (sessions: number) => (sessions === 1 ? '1 сессия' : `${sessions} сессий`);
/** «5 сессий» or «5 000 ₽»: what a certificate gives. */
const givesText = (gives: { sessions: number | null; amount?: number | null }) => (gives.sessions === null ? priceLabel(gives.amount ?? 0) : sessionsText(gives.sessions));
/** The code as it is looked up: trimmed and in capitals (the server ignores case and hyphens). */
const typedCode = (typed: string) => typed.trim().toUpperCase();

/**
 * «Активировать сертификат» in the cabinet: she types the code and presses «Проверить» (or follows
 * the mail's link, which fills the code in and checks it at once), sees what it gives in a dialog,
 * and confirms; its sessions join her package sessions, booked as any paid session.
 */
export function RedeemGiftCertificate({ initialCode = '' }: { initialCode?: string }) {
  const [typed, setTyped] = useState(initialCode);
  const [checking, setChecking] = useState<string | null>(() => typedCode(initialCode) || null);
  const preview = useGiftCertificatePreview(checking);
  const redeem = useRedeemGiftCertificate();
  const [redeemed, setRedeemed] = useState<string | null>(null);

  const close = () => {
    setChecking(null);
    redeem.reset();
  };
  const confirm = () => {
    if (checking === null) return;
    redeem.mutate(
      { code: checking },
      {
        onSuccess: (redeemedCertificate) => {
          // The server's own message is shown by the API layer; this stays on the page with the way on.
          setRedeemed(
            redeemedCertificate.sessions === null
              ? `${givesText(redeemedCertificate)} сертификата на вашем счёте: сумма оплатит запись — выберите время в календаре.`
              : `${givesText(redeemedCertificate)} сертификата на вашем счёте: выберите время в календаре.`,
          );
          setChecking(null);
          setTyped('');
        },
      },
    );
  };
  const certificate = preview.data;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, pt: { xs: 2, md: 4 } }}>
      <Card variant="outlined" component="section" aria-labelledby="redeem-title" sx={{ gap: 2 }}>
        <Typography id="redeem-title" level="h1" sx={{ fontSize: 'xl2' }}>
          Активировать сертификат
        </Typography>
        <Typography level="body-md">Введите код из письма или PDF-файла: сессии сертификата появятся на вашем счёте, и вы сможете записаться в удобное время.</Typography>
        {redeemed && (
          <Alert
            color="success"
            endDecorator={
              <Button component={RouterLink} to={paths.cabinet} size="sm" variant="solid" color="success">
                Записаться
              </Button>
            }
          >
            {redeemed}
          </Alert>
        )}
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-end' } }}
          onSubmit={(event) => {
            event.preventDefault();
            if (typedCode(typed) !== '') setChecking(typedCode(typed));
          }}
        >
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Код сертификата</FormLabel>
            <Input
              name="code"
              placeholder="XXXX-XXXX-XXXX"
              value={typed}
              onChange={(event) => setTyped(event.target.value.slice(0, 40))}
              slotProps={{ input: { spellCheck: false, autoCapitalize: 'characters', style: { fontFamily: 'monospace', letterSpacing: '0.1em' } } }}
            />
            <FormHelperText>Регистр и дефисы не важны.</FormHelperText>
          </FormControl>
          <Button type="submit" disabled={typedCode(typed) === ''} loading={checking !== null && preview.isFetching}>
            Проверить
          </Button>
        </Stack>
        {checking !== null && preview.isError && <Alert color="danger">{errorText(preview.error)}</Alert>}
      </Card>
      <AppModal
        open={checking !== null && certificate !== undefined}
        maxWidth={480}
        title="Подарочный сертификат"
        onClose={close}
        onSave={certificate?.refusal ? undefined : confirm}
        saving={redeem.isPending}
        saveLabel="Активировать"
        cancelLabel={certificate?.refusal ? 'Понятно' : 'Отмена'}
      >
        {certificate && (
          <Stack spacing={1.5}>
            <Typography level="title-lg">{certificate.name}</Typography>
            <Typography level="body-sm">
              Код:{' '}
              <Typography component="span" sx={{ fontFamily: 'monospace', letterSpacing: '0.1em' }}>
                {checking}
              </Typography>
            </Typography>
            <Typography>
              {certificate.sessions === null
                ? `Действует до ${formatDayInText(certificate.expires_on)}`
                : `${givesText(certificate)} · действует до ${formatDayInText(certificate.expires_on)}`}
            </Typography>
            {certificate.refusal ? (
              <Alert color="warning">{certificate.refusal}</Alert>
            ) : (
              <Typography level="body-sm">
                {certificate.sessions === null
                  ? 'После активации сумма появится на вашем счёте и оплатит сессии и пакеты, на которые вы запишетесь в календаре кабинета. Сертификат активируется один раз.'
                  : 'После активации сессии появятся на вашем счёте; записаться можно в календаре кабинета. Сертификат активируется один раз.'}
              </Typography>
            )}
            {redeem.isError && <Alert color="danger">{errorText(redeem.error)}</Alert>}
          </Stack>
        )}
      </AppModal>
    </Box>
  );
}
