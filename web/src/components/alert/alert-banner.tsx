import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';
import { CloseIcon } from '../icons/icons';
import { type AppAlert, clearAlert } from './alert-store';

function toneOf(status: number): { color: ColorPaletteProp; title: string } {
  if (status >= 200 && status < 300) return { color: 'success', title: 'Готово' };
  if (status === 502) return { color: 'warning', title: 'Сервер недоступен' };
  if (status >= 400 && status < 500) return { color: 'danger', title: 'Ошибка' };
  return { color: 'neutral', title: 'Сообщение' };
}

export type AlertBannerViewProps = { alert: AppAlert | null; onClose?: () => void };

/** The banner itself, without the store: used by stories. */
export function AlertBannerView({ alert, onClose = clearAlert }: AlertBannerViewProps) {
  return (
    <Box
      aria-live="assertive"
      sx={{
        position: 'fixed',
        top: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100vw - 24px))',
        zIndex: 'snackbar',
        pointerEvents: alert ? 'auto' : 'none',
      }}
    >
      {alert ? <AlertMessage key={alert.id} alert={alert} onClose={onClose} /> : null}
    </Box>
  );
}

function AlertMessage({ alert, onClose }: { alert: AppAlert; onClose: () => void }) {
  const tone = toneOf(alert.status);
  return (
    <Alert
      role="alert"
      data-status={alert.status}
      color={tone.color}
      variant="soft"
      sx={{ boxShadow: 'md', alignItems: 'flex-start' }}
      endDecorator={
        <IconButton variant="plain" color={tone.color} size="sm" aria-label="Закрыть уведомление" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      }
    >
      <div>
        <Typography level="title-sm" color={tone.color}>
          {tone.title}
        </Typography>
        <Typography level="body-sm" sx={{ color: 'inherit', whiteSpace: 'pre-line' }}>
          {alert.text}
        </Typography>
      </div>
    </Alert>
  );
}
