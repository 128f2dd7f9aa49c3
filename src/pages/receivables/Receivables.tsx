// The accounts-receivable route: the division report, or under :divisionId/:selectedId the
// participant's year report (one page entry serves both paths).
import { useParams } from 'react-router-dom';
import { DivisionReceivables } from './DivisionReceivables';
import { ParticipantReceivable } from './ParticipantReceivable';

export const Receivables = () => {
  const { selectedId } = useParams();
  return selectedId ? <ParticipantReceivable /> : <DivisionReceivables />;
};
