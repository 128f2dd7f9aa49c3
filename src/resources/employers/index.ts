// The organizations resource (employers with their divisions and contacts), for Admins and
// Producers. The views load their code on demand.
import BusinessIcon from '@mui/icons-material/Business';
import { namedRecordResource } from '../entityResource';

export default namedRecordResource(BusinessIcon, {
  list: () => import('./EmployerList').then((m) => m.EmployerList),
  show: () => import('./EmployerShow').then((m) => m.EmployerShow),
  forms: () =>
    import('./EmployerEdit').then((m) => ({ create: m.EmployerCreate, edit: m.EmployerEdit })),
});
