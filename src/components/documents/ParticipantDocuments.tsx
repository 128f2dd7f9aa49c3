// A participant's documents on the users detail (staff): client documents, and policy documents
// with the policy an upload belongs to; each with upload, download and delete.
import { useState } from 'react';
import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { UserDetail } from '../../domain/api/users';
import { ChoiceSelect } from '../ChoiceSelect';
import { DocumentsPanel } from './DocumentsPanel';

export const ParticipantDocuments = ({ user }: { user: UserDetail }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'documents', action: 'list' });
  const { canAccess: canUpload } = useCanAccess({ resource: 'documents', action: 'create' });
  const [policyId, setPolicyId] = useState<number | ''>(user.policies[0]?.id ?? '');
  if (!canAccess || user.clientId === null) return null;
  const clientId = user.clientId;
  // A policy document belongs to a policy through its carrier.
  const carrierId = user.policies.find((p) => p.id === policyId)?.carrierId;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate('components.documents.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('components.documents.title')}
        </Typography>
        <Stack spacing={2} divider={<Divider flexItem />}>
          <DocumentsPanel
            owner={{ kind: 'client', clientId }}
            upload={{ type: 'ClientDocument', clientId }}
            manage
          />
          <Stack spacing={1}>
            {canUpload && user.policies.length > 0 && (
              <ChoiceSelect
                label={translate('components.documents.uploadFor')}
                value={policyId}
                onChange={(id) => setPolicyId(Number(id))}
                sx={{ maxWidth: 360 }}
                options={user.policies.map((p) => ({
                  value: p.id,
                  label: `${p.policyNumber} · ${p.carrierName}`,
                }))}
              />
            )}
            <DocumentsPanel
              owner={{ kind: 'policy', clientId }}
              upload={
                carrierId === undefined
                  ? undefined
                  : { type: 'PolicyDocument', clientId, carrierId }
              }
              manage
            />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
