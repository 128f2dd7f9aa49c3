// The organizations resource (employers with their divisions and contacts), for Admins and
// Producers. The views load their code on demand.
import BusinessIcon from '@mui/icons-material/Business';
import { lazyPage } from '../../layout/lazyPage';

const OrganizationList = lazyPage(() =>
  import('./OrganizationList').then((m) => m.OrganizationList),
);
const OrganizationShow = lazyPage(() =>
  import('./OrganizationShow').then((m) => m.OrganizationShow),
);
const OrganizationCreate = lazyPage(() =>
  import('./OrganizationEdit').then((m) => m.OrganizationCreate),
);
const OrganizationEdit = lazyPage(() =>
  import('./OrganizationEdit').then((m) => m.OrganizationEdit),
);

export default {
  list: OrganizationList,
  show: OrganizationShow,
  create: OrganizationCreate,
  edit: OrganizationEdit,
  icon: BusinessIcon,
  recordRepresentation: (record: { name?: string }) => record.name ?? '',
};
