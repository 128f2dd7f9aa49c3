// A titled report section of one paged table with its download: the spinner or error while the
// page loads, what stands above the table (totals), the table and its pager.
import type { ReactNode } from 'react';
import type { BlobResult } from '../../api/client';
import { ResponsiveTable, type Column } from '../ResponsiveTable';
import { DownloadButton } from './DownloadButton';
import { QueryResult } from './QueryResult';
import { ReportSection } from './ReportSection';
import { TablePager } from './TablePager';

interface Page<T> {
  rows: T[];
  resultCount: number;
}

export function PagedReportSection<T, P extends Page<T>>({
  title,
  download,
  query,
  columns,
  rowKey,
  empty,
  above,
  page,
  perPage,
  onPage,
  rowsLabel,
}: {
  title: string;
  download: { label: string; started: string; read: () => Promise<BlobResult>; fileName: string };
  query: { isPending: boolean; error: unknown; data: P | undefined };
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
  /** What stands above the table once the page is there. */
  above?: (data: P) => ReactNode;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  rowsLabel: string;
}) {
  return (
    <ReportSection title={title} action={<DownloadButton {...download} />}>
      <QueryResult query={query}>
        {(data) => (
          <>
            {above?.(data)}
            <ResponsiveTable
              label={title}
              columns={columns}
              rows={data.rows}
              rowKey={rowKey}
              empty={empty}
            />
            {data.resultCount > 0 && (
              <TablePager
                count={data.resultCount}
                page={page}
                perPage={perPage}
                onPage={onPage}
                rowsLabel={rowsLabel}
              />
            )}
          </>
        )}
      </QueryResult>
    </ReportSection>
  );
}
