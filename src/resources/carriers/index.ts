// The carriers resource (carriers with their contacts, products and investment options), for
// Admins. The views load their code on demand.
import ShieldIcon from '@mui/icons-material/Shield';
import { lazyPage } from '../../layout/lazyPage';

const CarrierList = lazyPage(() => import('./CarrierList').then((m) => m.CarrierList));
const CarrierShow = lazyPage(() => import('./CarrierShow').then((m) => m.CarrierShow));
const CarrierCreate = lazyPage(() => import('./CarrierEdit').then((m) => m.CarrierCreate));
const CarrierEdit = lazyPage(() => import('./CarrierEdit').then((m) => m.CarrierEdit));

export default {
  list: CarrierList,
  show: CarrierShow,
  create: CarrierCreate,
  edit: CarrierEdit,
  icon: ShieldIcon,
  recordRepresentation: (record: { name?: string }) => record.name ?? '',
};
