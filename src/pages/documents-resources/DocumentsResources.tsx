// Documents & Resources (Employee): their client documents, their plan's documents and their
// policies' documents, each opened in the browser or downloaded.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Loading, useGetIdentity, useGetOne, useTranslate } from 'react-admin';
import type { UserDetail } from '../../domain/api/users';
import { DocumentsPanel } from '../../components/documents/DocumentsPanel';
import { PageTitle } from '../../components/PageTitle';

const k = (key: string) => `pages.documentsResources.${key}`;

export const DocumentsResources = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data: user, isPending } = useGetOne<UserDetail>(
    'users',
    { id: identity?.id as number },
    { enabled: identity?.id !== undefined },
  );
  if (isPending || !user) return <Loading />;
  const clientId = user.clientId;
  return (
    <Box sx={{ pb: 3 }}>
      <PageTitle title={translate(k('title'))} sx={{ mt: 2 }} />
      <Typography color="text.secondary">{translate(k('intro'))}</Typography>
      {clientId === null ? (
        <Typography sx={{ mt: 2 }}>{translate(k('noParticipant'))}</Typography>
      ) : (
        <>
          {(
            [
              [{ kind: 'client', clientId }, 'client'],
              [{ kind: 'plan' }, 'plan'],
              [{ kind: 'policy', clientId }, 'policy'],
            ] as const
          ).map(([owner, name]) => (
            <Card key={name} sx={{ mt: 2 }}>
              <CardContent>
                <DocumentsPanel
                  level="h2"
                  owner={owner}
                  title={k(name)}
                  empty={k(`${name}Empty`)}
                />
              </CardContent>
            </Card>
          ))}
        </>
      )}
    </Box>
  );
};
