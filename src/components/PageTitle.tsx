// A page's title: in the app bar (react-admin's Title) and as the page's one h1.
import { Typography, type SxProps, type Theme } from '@mui/material';
import { Title } from 'react-admin';

export const PageTitle = ({
  title,
  gutterBottom,
  sx,
}: {
  title: string;
  gutterBottom?: boolean;
  sx?: SxProps<Theme>;
}) => (
  <>
    <Title title={title} />
    <Typography variant="h5" component="h1" gutterBottom={gutterBottom} sx={sx}>
      {title}
    </Typography>
  </>
);
