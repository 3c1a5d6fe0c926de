import Typography from '@mui/joy/Typography';

/** «Клиенты»: the office-clients branch replaces this page with the client list and card. */
export default function ClientsPage() {
  return (
    <Typography level="body-md">
      Список клиентов пока собирается. История каждой клиентки уже есть в разделе «Журнал»: нажмите на её адрес, чтобы увидеть только её события.
    </Typography>
  );
}
