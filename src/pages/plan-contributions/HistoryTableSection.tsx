// What Plan Contributions' two tables share: a page of the filter at a time (the last page stays
// on screen while the next loads), and the filter's CSV, under the page's labels.
import type { ReactNode } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { BlobResult } from '../../api/client';
import type { HistoryFilter, PortalDataProvider } from '../../providers/data';
import { usePortalQuery } from '../../providers/data/usePortalQuery';
import type { Column } from '../../components/ResponsiveTable';
import { PagedReportSection } from '../../components/report/PagedReportSection';
import { k, PER_PAGE } from './planFilter';

export function HistoryTableSection<T, P extends { rows: T[]; resultCount: number }>({
  queryKey,
  filter,
  page,
  onPage,
  readPage,
  readCsv,
  title,
  fileName,
  columns,
  rowKey,
  empty,
  above,
}: {
  /** Names the table's pages in the query cache. */
  queryKey: string;
  filter: HistoryFilter;
  /** The page shown, from 0. */
  page: number;
  onPage: (page: number) => void;
  /** Reads page `pageNumber` (from 1) of the filter. */
  readPage: (dp: PortalDataProvider, pageNumber: number) => Promise<P>;
  /** Reads the filter's CSV in the reader's language. */
  readCsv: (dp: PortalDataProvider, lang: string) => Promise<BlobResult>;
  /** The keys (under pages.planContributions) of the title and the empty table's message. */
  title: string;
  empty: string;
  fileName: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  above?: (data: P) => ReactNode;
}) {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const query = usePortalQuery([queryKey, filter, page], (dp) => readPage(dp, page + 1), {
    placeholderData: (previous) => previous,
  });
  return (
    <PagedReportSection
      title={translate(k(title))}
      download={{
        label: translate(k('downloadCsv')),
        started: k('csvStarted'),
        read: () => readCsv(dataProvider, lang),
        fileName,
      }}
      query={query}
      above={above}
      columns={columns}
      rowKey={rowKey}
      empty={translate(k(empty))}
      page={page}
      perPage={PER_PAGE}
      onPage={onPage}
      rowsLabel={k('rows')}
    />
  );
}
