// The products resource: every carrier's products, for Admins; views generated from the entity.
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { productEntity } from '../../domain/entities';
import { entityResource } from '../entityResource';

export default entityResource(productEntity, {
  views: ['list', 'show', 'edit', 'create'],
  icon: Inventory2Icon,
});
