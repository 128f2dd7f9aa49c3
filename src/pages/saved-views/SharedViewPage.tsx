// A saved view's share link (/saved-views/:token): reads the view as the person who opens it and
// opens its list as the view has it. The list is then called, and scoped, as that person; a
// view that is gone, or of a list their role may not open, is said to be so.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Card, CardContent, LinearProgress } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../../components/PageTitle';
import { useApplyView } from '../../components/savedViews/listView';
import { usePortalQuery } from '../../providers/data/usePortalQuery';

export const SharedViewPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const apply = useApplyView();
  const { data, error } = usePortalQuery(
    ['sharedView', token],
    (dataProvider, signal) => dataProvider.sharedView(token, signal),
    { retry: false },
  );
  useEffect(() => {
    // The link's address is replaced by the list's, so Back leaves the list.
    if (data) apply(data, true);
  }, [data]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <PageTitle title={translate('savedViews.button')} gutterBottom />
        {error ? (
          <>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('savedViews.notFound')}
            </Alert>
            <Button component={Link} to="/" variant="outlined">
              {translate('savedViews.toList')}
            </Button>
          </>
        ) : (
          <LinearProgress aria-label={translate('savedViews.opening')} />
        )}
      </CardContent>
    </Card>
  );
};
