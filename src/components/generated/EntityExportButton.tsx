// The CSV export of a described list: every row the search and filters select (read page by page
// at the API's largest page size, so there is no 1,000-row cap), in the list's order, with the
// described export columns, their labels and values in the reader's language.
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  downloadCSV,
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { csvLine } from '../../domain/csv';
import { exportColumnsOf, labelOf, type EntityDescription } from '../../domain/entities';
import { MAX_PAGE_SIZE } from '../../domain/listQuery';
import { valueText } from './values';

/** Every row of a list's filter and sort. */
export async function allRows(
  dataProvider: DataProvider,
  resource: string,
  filter: Record<string, unknown>,
  sort: { field: string; order: 'ASC' | 'DESC' },
): Promise<RaRecord[]> {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total = 0 } = await dataProvider.getList(resource, {
      filter,
      sort,
      pagination: { page, perPage: MAX_PAGE_SIZE },
    });
    rows.push(...data);
    if (data.length < MAX_PAGE_SIZE || rows.length >= total) return rows;
  }
}

export const EntityExportButton = ({ entity }: { entity: EntityDescription }) => {
  const { filterValues, filter, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [lang = 'en'] = useLocaleState();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const onClick = async () => {
    setExporting(true);
    try {
      const rows = await allRows(
        dataProvider,
        entity.resource,
        { ...filterValues, ...filter },
        sort,
      );
      const columns = exportColumnsOf(entity);
      const header = csvLine(
        columns.map((c) => translate(labelOf(entity, c.name))),
        'when-needed',
      );
      const lines = rows.map((row) =>
        csvLine(
          columns.map((c) => valueText(c, c.name, row, translate, lang)),
          'when-needed',
        ),
      );
      downloadCSV(header + lines.join(''), entity.resource);
    } catch {
      notify('errors.exportFailed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={onClick} disabled={exporting || total === 0}>
      <DownloadIcon />
    </Button>
  );
};
