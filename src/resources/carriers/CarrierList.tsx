// The carriers list (Admins), generated from the carrier's description: search, the active
// filter, sort, paging, a one-line list on phones and the CSV export; the toolbar leads on to
// every carrier's products and investment options.
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { EntityList } from '../../components/generated/EntityList';
import { ListLink } from '../../components/ListLink';
import { carrierEntity } from '../../domain/entities';

export const CarrierList = () => (
  <EntityList
    entity={carrierEntity}
    actions={
      <>
        <ListLink resource="products" icon={Inventory2Icon} />
        <ListLink resource="investments" icon={ShowChartIcon} />
      </>
    }
  />
);
