// The divisions (plans) resource: the divisions in the caller's scope; views generated from the
// entity. A new division is added from its organization's page (it needs its employer).
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { divisionEntity } from '../../domain/entities';
import { entityResource } from '../entityResource';

export default entityResource(divisionEntity, {
  views: ['list', 'show', 'edit'],
  icon: AccountTreeIcon,
});
