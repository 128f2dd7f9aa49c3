// The way from a record's page to its History view.
import HistoryIcon from '@mui/icons-material/History';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { HISTORY_SUBJECTS, type HistorySubjectKey } from '../../domain/history/subjects';

/** The path of a record's History view. */
export const historyPath = (subject: HistorySubjectKey, id: number | string) =>
  `/history/${subject}/${String(id)}`;

export const HistoryButton = ({
  subject,
  id,
}: {
  subject: HistorySubjectKey;
  id: number | string | undefined;
}) =>
  id === undefined ? null : (
    <Button component={Link} to={historyPath(subject, id)} label="history.open">
      <HistoryIcon />
    </Button>
  );

/** The History button of the record in context, on the pages of records that have one. */
export const RecordHistoryButton = ({ resource }: { resource: string }) => {
  const record = useRecordContext();
  if (!record || !(resource in HISTORY_SUBJECTS)) return null;
  return <HistoryButton subject={resource as HistorySubjectKey} id={record.id} />;
};
