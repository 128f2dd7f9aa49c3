// The organizations resource (employers with their divisions and contacts), for Admins and
// Producers. The views load their code on demand.
import BusinessIcon from '@mui/icons-material/Business';
import { lazyPage } from '../../layout/lazyPage';

const EmployerList = lazyPage(() => import('./EmployerList').then((m) => m.EmployerList));
const EmployerShow = lazyPage(() => import('./EmployerShow').then((m) => m.EmployerShow));
const EmployerCreate = lazyPage(() => import('./EmployerEdit').then((m) => m.EmployerCreate));
const EmployerEdit = lazyPage(() => import('./EmployerEdit').then((m) => m.EmployerEdit));

export default {
  list: EmployerList,
  show: EmployerShow,
  create: EmployerCreate,
  edit: EmployerEdit,
  icon: BusinessIcon,
  recordRepresentation: (record: { name?: string }) => record.name ?? '',
};
