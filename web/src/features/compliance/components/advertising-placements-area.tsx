import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import { useListAdvertisingPlacements } from '../../../api/generated/hooks';
import type { AdvertisingPlacement, AdvertisingPlacementInput, AdvertisingPlacements, AdvertisingPlacementWhere, AdvertisingQuarter } from '../../../api/generated/model';
import { LoadState } from '../../../components/load-state/load-state';
import { ResponsiveTable } from '../../../components/responsive-table/responsive-table';
import { errorText } from '../../../lib/api-error';
import { formatRoubles } from '../../../lib/money';
import { usePlacementChanges } from '../api/save-compliance';
import { placementPlaceLabels, templateNote } from '../utils/compliance-labels';

const places = Object.keys(placementPlaceLabels) as AdvertisingPlacementWhere[];

type FormValues = { placed_on: string; advertiser: string; erid: string; where: AdvertisingPlacementWhere; title: string; income: string };
const emptyForm: FormValues = { placed_on: '', advertiser: '', erid: '', where: 'newsletter', title: '', income: '' };

/** The form's values as the body of the call, or the Russian reason it cannot be sent yet. */
export function placementInputOf(values: FormValues): AdvertisingPlacementInput | { problem: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.placed_on)) return { problem: 'Укажите дату размещения.' };
  const income = Number(values.income.replace(',', '.').replace(/\s/g, ''));
  if (!values.income.trim() || !Number.isFinite(income) || income < 0) return { problem: 'Укажите доход в рублях.' };
  return { placed_on: values.placed_on, advertiser: values.advertiser, erid: values.erid, where: values.where, title: values.title.trim(), income };
}

type LedgerProps = {
  ledger: AdvertisingPlacements;
  saving: boolean;
  error?: string | undefined;
  onAdd: (input: AdvertisingPlacementInput) => void;
  onRemove: (id: string) => void;
};

/** «Реклама и сбор 3 %»: the paid placements she sold, each quarter's income and the levy on it. */
export function AdvertisingPlacementsLedger({ ledger, saving, error, onAdd, onRemove }: LedgerProps) {
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [problem, setProblem] = useState<string>();
  const set = (patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = placementInputOf(values);
    if ('problem' in input) return setProblem(input.problem);
    setProblem(undefined);
    onAdd(input);
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000 }}>
      <Typography level="h3" component="h2">
        Реклама и сбор 3 %
      </Typography>
      <Alert color="neutral" variant="soft">
        Рекламу третьих лиц в рассылке, статье или приветственном письме отмечают словом «Реклама», названием рекламодателя и токеном erid (отметка «Реклама третьего лица» в
        редакторе). Если вы продаёте размещения, с дохода от них платится сбор 3 % — поквартально. {templateNote}
      </Alert>
      {ledger.placements.length === 0 ? (
        <Typography level="body-sm">Платных размещений пока нет: запишите первое ниже, когда его оплатят.</Typography>
      ) : (
        <>
          <ResponsiveTable<AdvertisingQuarter>
            label="Доход от рекламы по кварталам"
            rows={ledger.quarters}
            rowKey={(quarter) => `${quarter.year}-${quarter.quarter}`}
            empty={null}
            columns={[
              { header: 'Квартал', cell: (quarter) => `${quarter.quarter} квартал ${quarter.year}`, bareInCard: true },
              { header: 'Размещений', cell: (quarter) => quarter.placements },
              { header: 'Доход', cell: (quarter) => formatRoubles(quarter.income) },
              { header: `Сбор ${ledger.levy_rate} %`, cell: (quarter) => formatRoubles(quarter.levy) },
            ]}
          />
          <ResponsiveTable<AdvertisingPlacement>
            label="Платные размещения"
            rows={ledger.placements}
            rowKey={(placement) => placement.id}
            empty={null}
            columns={[
              { header: 'Дата', cell: (placement) => placement.placed_on, bareInCard: true, width: '12%' },
              { header: 'Рекламодатель', cell: (placement) => placement.advertiser },
              { header: 'erid', cell: (placement) => placement.erid, width: '14%' },
              { header: 'Где', cell: (placement) => [placementPlaceLabels[placement.where], placement.title].filter(Boolean).join(': ') },
              { header: 'Доход', cell: (placement) => formatRoubles(placement.income), width: '12%' },
              {
                header: 'Действия',
                width: '10%',
                cell: (placement) => (
                  <Button size="sm" variant="plain" color="danger" disabled={saving} onClick={() => onRemove(placement.id)} aria-label={`Удалить размещение ${placement.placed_on}`}>
                    Удалить
                  </Button>
                ),
              },
            ]}
          />
        </>
      )}
      <Stack component="form" noValidate aria-label="Новое размещение" spacing={1.5} onSubmit={submit}>
        <Typography level="title-md">Записать размещение</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <FormControl required>
            <FormLabel>Дата</FormLabel>
            <Input type="date" value={values.placed_on} onChange={(event) => set({ placed_on: event.target.value })} />
          </FormControl>
          <FormControl required sx={{ flex: 2 }}>
            <FormLabel>Рекламодатель</FormLabel>
            <Input value={values.advertiser} onChange={(event) => set({ advertiser: event.target.value })} slotProps={{ input: { maxLength: 300 } }} />
          </FormControl>
          <FormControl required sx={{ flex: 1 }}>
            <FormLabel>Токен erid</FormLabel>
            <Input value={values.erid} onChange={(event) => set({ erid: event.target.value })} slotProps={{ input: { maxLength: 50 } }} />
          </FormControl>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <FormControl>
            <FormLabel>Где</FormLabel>
            <Select value={values.where} onChange={(_event, where) => where && set({ where })} sx={{ minWidth: 220 }}>
              {places.map((place) => (
                <Option key={place} value={place}>
                  {placementPlaceLabels[place]}
                </Option>
              ))}
            </Select>
          </FormControl>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Название выпуска или статьи</FormLabel>
            <Input value={values.title} onChange={(event) => set({ title: event.target.value })} slotProps={{ input: { maxLength: 200 } }} />
          </FormControl>
          <FormControl required>
            <FormLabel>Доход, ₽</FormLabel>
            <Input inputMode="decimal" value={values.income} onChange={(event) => set({ income: event.target.value })} />
          </FormControl>
        </Stack>
        {(problem ?? error) && <Alert color="danger">{problem ?? error}</Alert>}
        <Box>
          <Button type="submit" loading={saving}>
            Записать
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}

export function AdvertisingPlacementsArea() {
  const ledger = useListAdvertisingPlacements();
  const { add, remove } = usePlacementChanges();
  const failed = add.isError ? add.error : remove.isError ? remove.error : undefined;
  return (
    <LoadState data={ledger.data} failed={ledger.isError} what="список размещений" onRetry={() => void ledger.refetch()}>
      {(loaded) => (
        <AdvertisingPlacementsLedger
          ledger={loaded}
          saving={add.isPending || remove.isPending}
          error={failed === undefined ? undefined : errorText(failed)}
          onAdd={(input) => add.mutate({ data: input })}
          onRemove={(id) => remove.mutate({ id })}
        />
      )}
    </LoadState>
  );
}
