// The users resource: list and create as react-admin views; the detail page (/users/:id) is the
// profile page and the edit form lives at /users/:id/edit.
import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../../layout/lazyPage';

const UserList = lazyPage(() => import('./UserList').then((m) => m.UserList));
const UserCreate = lazyPage(() => import('./UserCreate').then((m) => m.UserCreate));
const UserEdit = lazyPage(() => import('./UserEdit').then((m) => m.UserEdit));
const UserDetail = lazyPage(() => import('./UserDetail').then((m) => m.UserDetail));

export default {
  list: UserList,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: (record: {
    name?: string;
    firstName?: string;
    lastName?: string;
    email?: string;
  }) =>
    record.name ||
    [record.firstName, record.lastName].filter(Boolean).join(' ') ||
    record.email ||
    '',
  routes: [
    { path: ':id', component: UserDetail },
    { path: ':id/edit', component: UserEdit },
  ],
};
