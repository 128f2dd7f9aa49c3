// The documents resource: every document in the caller's scope, listed and shown from the
// entity. Files are added and removed where they belong (a participant's, a plan's or a
// carrier's documents), so there is no generic form; a document's page downloads it.
import DescriptionIcon from '@mui/icons-material/Description';
import { documentEntity } from '../../domain/entities';
import { DownloadDocumentButton } from '../../components/documents/DownloadDocumentButton';
import { lazyPage } from '../../layout/lazyPage';
import { entityResource } from '../entityResource';

const DocumentShow = lazyPage(() =>
  import('../../components/generated/EntityViews').then(({ EntityShow }) => {
    const Show = () => <EntityShow entity={documentEntity} actions={<DownloadDocumentButton />} />;
    return Show;
  }),
);

export default entityResource(documentEntity, {
  views: ['list', 'show'],
  icon: DescriptionIcon,
  custom: { show: DocumentShow },
});
