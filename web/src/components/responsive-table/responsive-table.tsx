import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { Key, ReactNode } from 'react';

export type ResponsiveColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column's width in the table (e.g. `130px`, `20%`); cards ignore it. */
  width?: string;
  /** The card shows the value without its header (e.g. the row's title). */
  bareInCard?: boolean;
};

export type ResponsiveTableProps<Row> = {
  /** Names the table and the card list for assistive technology. */
  label: string;
  rows: readonly Row[];
  columns: readonly ResponsiveColumn<Row>[];
  rowKey: (row: Row) => Key;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
};

/**
 * A table from 600 px up; under it the same rows as cards with each value under its header, so
 * nothing is clipped or scrolled sideways on a phone. The one responsive table of the back office.
 */
export function ResponsiveTable<Row>({ label, rows, columns, rowKey, empty }: ResponsiveTableProps<Row>) {
  if (rows.length === 0) return <Typography level="body-sm">{empty}</Typography>;
  return (
    <>
      <Table size="sm" aria-label={label} sx={{ display: { xs: 'none', sm: 'table' }, '& td': { verticalAlign: 'top', overflowWrap: 'anywhere' } }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" style={column.width ? { width: column.width } : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <Stack component="ul" aria-label={label} spacing={1} sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Card component="li" key={rowKey(row)} size="sm" sx={{ minWidth: 0, gap: 0.5 }}>
            {columns.map((column) =>
              column.bareInCard ? (
                <div key={column.header}>{column.cell(row)}</div>
              ) : (
                <Typography key={column.header} component="div" level="body-sm" sx={{ overflowWrap: 'anywhere' }}>
                  <Typography component="span" level="body-xs" sx={{ display: 'block', color: 'text.tertiary' }}>
                    {column.header}
                  </Typography>
                  {column.cell(row)}
                </Typography>
              ),
            )}
          </Card>
        ))}
      </Stack>
    </>
  );
}
