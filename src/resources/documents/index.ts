// The documents resource: every document in the caller's scope, listed and shown from the
// entity. Files are added and removed where they belong (a participant's, a plan's or a
// carrier's documents), so there is no generic form.
import DescriptionIcon from '@mui/icons-material/Description';
import { documentEntity } from '../../domain/entities';
import { entityResource } from '../entityResource';

export default entityResource(documentEntity, { views: ['list', 'show'], icon: DescriptionIcon });
