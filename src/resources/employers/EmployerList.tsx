// The organizations list, generated from the employer's description: search, sort and paging
// over GET /api/employers, limited by the server to the caller's scope (a Producer sees their
// own organizations); its export is the participants' (spec 7), and it leads on to every
// division.
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { EntityList } from '../../components/generated/EntityList';
import { ExportParticipantsButton } from '../../components/ExportParticipantsButton';
import { ListLink } from '../../components/ListLink';
import { employerEntity } from '../../domain/entities';

export const EmployerList = () => (
  <EntityList
    entity={employerEntity}
    exports={false}
    actions={
      <>
        <ExportParticipantsButton />
        <ListLink resource="divisions" icon={AccountTreeIcon} />
      </>
    }
  />
);
