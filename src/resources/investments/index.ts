// The investment options resource: every carrier's options, for Admins; views generated from the
// entity, through the same builders as the products.
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { investmentEntity } from '../../domain/entities';
import { entityResource } from '../entityResource';

export default entityResource(investmentEntity, {
  views: ['list', 'show', 'edit', 'create'],
  icon: ShowChartIcon,
});
