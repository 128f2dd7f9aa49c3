// A titled card of a report page; an action (a download button) stands at the end of the title.
import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

export const ReportSection = ({
  title,
  action,
  dense,
  children,
}: {
  title: string;
  /** No space under the title (a note follows it). */
  dense?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <Card sx={{ mt: 2 }}>
    <CardContent>
      {action ? (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Stack>
      ) : (
        <Typography variant="h6" component="h2" gutterBottom={!dense}>
          {title}
        </Typography>
      )}
      {children}
    </CardContent>
  </Card>
);
