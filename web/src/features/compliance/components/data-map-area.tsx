import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link } from 'react-router';
import { useGetComplianceDataMap } from '../../../api/generated/hooks';
import type { ComplianceDataMap } from '../../../api/generated/model';
import { LoadState } from '../../../components/load-state/load-state';
import { ResponsiveTable } from '../../../components/responsive-table/responsive-table';
import { paths } from '../../../config/paths';
import { crossBorderLabels, templateNote } from '../utils/compliance-labels';

type Row = ComplianceDataMap['rows'][number];

/** «Где живут данные»: every outside service with its country, the transfers abroad and what to check. */
export function DataMap({ map }: { map: ComplianceDataMap }) {
  const flagged = map.rows.filter((row) => row.flag !== null).length;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000 }}>
      <Typography level="h3" component="h2">
        Где живут данные
      </Typography>
      <Alert color="neutral" variant="soft">
        {templateNote} С 1 июля 2025 года данные сначала записываются в базы в России; передача за границу — только после уведомления.
      </Alert>
      <Alert color={flagged > 0 ? 'warning' : 'success'} variant="soft" role="status">
        {flagged > 0 ? `Проверить: ${flagged}. Страны серверов и дату уведомления о трансграничной передаче можно указать на странице уведомления.` : 'Замечаний нет.'}{' '}
        <Link to={`${paths.admin}/practice/notification`}>Уведомление Роскомнадзора</Link>
      </Alert>
      <Stack spacing={0.5}>
        <Typography level="body-md">База данных сайта: {map.database_country ?? 'страна не указана'}.</Typography>
        <Typography level="body-md">
          Уведомление о трансграничной передаче: {map.cross_border_notice_filed_on ? `подано ${map.cross_border_notice_filed_on}` : 'не отмечено'}.
        </Typography>
      </Stack>
      <ResponsiveTable<Row>
        label="Куда уходят персональные данные"
        rows={map.rows}
        rowKey={(row) => row.processor.id}
        empty="Внешние сервисы не подключены: данные остаются на сервере сайта."
        columns={[
          { header: 'Сервис', cell: (row) => row.processor.name, bareInCard: true, width: '22%' },
          { header: 'Сервер', cell: (row) => row.processor.host ?? '—', width: '18%' },
          { header: 'Страна', cell: (row) => row.processor.country ?? 'не указана', width: '16%' },
          { header: 'За границу', cell: (row) => crossBorderLabels[row.processor.cross_border], width: '10%' },
          { header: 'Что проверить', cell: (row) => row.flag ?? 'всё в порядке' },
        ]}
      />
      <Stack spacing={1}>
        <Typography level="title-md">Скрипты на страницах и формах</Typography>
        <Typography level="body-md">
          Политика безопасности содержимого (Content-Security-Policy) разрешает загружать скрипты только отсюда: {map.script_sources.join(' ')}.
        </Typography>
        {map.foreign_scripts.length === 0 ? (
          <Alert color="success" variant="soft">
            Иностранных скриптов (аналитики, капчи, пикселей) на формах нет: браузер не загрузит их.
          </Alert>
        ) : (
          <Alert color="warning" variant="soft" role="status">
            Разрешены иностранные источники скриптов: {map.foreign_scripts.join(', ')}.
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}

export function DataMapArea() {
  const map = useGetComplianceDataMap();
  return (
    <LoadState data={map.data} failed={map.isError} what="карту данных" onRetry={() => void map.refetch()}>
      {(loaded) => <DataMap map={loaded} />}
    </LoadState>
  );
}
