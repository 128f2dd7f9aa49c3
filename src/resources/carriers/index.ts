// The carriers resource (carriers with their contacts, products and investment options), for
// Admins. The views load their code on demand.
import ShieldIcon from '@mui/icons-material/Shield';
import { namedRecordResource } from '../entityResource';

export default namedRecordResource(ShieldIcon, {
  list: () => import('./CarrierList').then((m) => m.CarrierList),
  show: () => import('./CarrierShow').then((m) => m.CarrierShow),
  forms: () =>
    import('./CarrierEdit').then((m) => ({ create: m.CarrierCreate, edit: m.CarrierEdit })),
});
